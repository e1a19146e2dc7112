// The one visual language of every app. Components read these through the
// styled-components theme; nothing hard-codes a colour or a size.

export const theme = {
  color: {
    ink: '#0B1F3A',
    ledger: '#1F5BD8',
    ledgerDark: '#1748AE',
    gold: '#E8A33D',
    mint: '#0E7C61',
    red: '#C62828',
    paper: '#FFFFFF',
    mist: '#F5F7FB',
    line: '#E3E8F0',
    slate: '#5B6778',
    graphite: '#1E2633',
  },
  font: {
    family:
      "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: {
      xs: '0.875rem',
      sm: '1rem',
      md: '1.125rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
      display: '2.5rem',
      hero: '3.5rem',
    },
    lineHeight: { body: 1.5, heading: 1.15 },
  },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px', 12: '48px', 16: '64px', 24: '96px' },
  radius: { card: '12px', pill: '999px' },
  shadow: { raised: '0 8px 24px rgba(11, 31, 58, 0.08)' },
  layout: { contentWidth: '1200px', textColumn: '70ch' },
  breakpoint: { mobile: 768, tablet: 1024 },
  focusRing: '0 0 0 3px #1F5BD8',
  motion: { cardStagger: 0.1 },
} as const;

export type SiteTheme = typeof theme;

/** Media query helpers built from the breakpoints (mobile layout below 768 px). */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobile - 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.mobile}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

// Every app that imports shared-contracts sees the theme's shape in its styled components.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
