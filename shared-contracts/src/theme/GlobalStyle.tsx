// Base styles every page shares: the font stack, body text, focus ring and reduced motion.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 88px; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.body};
    color: ${({ theme }) => theme.color.graphite};
    background: ${({ theme }) => theme.color.paper};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.font.lineHeight.heading}; color: ${({ theme }) => theme.color.ink}; margin: 0 0 ${({ theme }) => theme.space[4]}; }
  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  a { color: ${({ theme }) => theme.color.ledger}; }
  a:hover { color: ${({ theme }) => theme.color.ledgerDark}; }
  img, video, svg { max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.ledger}; outline-offset: 2px; }
  .tabular { font-variant-numeric: tabular-nums; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
