// The brand's text mark: a small ledger glyph and the brand name, linking home. The light
// version sits on ink-navy backgrounds (dark heroes, footer).
import styled, { useTheme } from 'styled-components';
import { Link } from 'react-router-dom';
import { siteConfig } from '@firm/shared-contracts';

const LogoLink = styled(Link)<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ink)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 800;
  letter-spacing: -0.01em;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ink)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    outline-offset: 4px;
    border-radius: 4px;
  }
  svg {
    flex: none;
  }
`;

const Accent = styled.span<{ $light: boolean }>`
  font-weight: 500;
  color: ${({ theme, $light }) => ($light ? theme.color.gold : theme.color.ledger)};
`;

/** 'Silver State Books' → ['Silver State', 'Books']: the last word is set in the accent colour. */
function splitBrand(name: string): [string, string] {
  const at = name.lastIndexOf(' ');
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : [name, ''];
}

export interface LogoProps {
  /** Light logo for ink-navy backgrounds. */
  light?: boolean;
  className?: string;
}

export function Logo({ light = false, className }: LogoProps) {
  const [lead, accent] = splitBrand(siteConfig.brandName);
  const { color } = useTheme();
  const tile = light ? color.gold : color.ledger;
  const lines = light ? color.ink : color.paper;
  return (
    <LogoLink to="/" $light={light} className={className} aria-label={`${siteConfig.brandName} home`}>
      <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill={tile} />
        <path d="M9 10h14M9 16h14M9 22h8" stroke={lines} strokeWidth="2.5" strokeLinecap="round" />
        <path d="M20 22.5l1.8 1.8 3.7-4" stroke={lines} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
      <span className="logo-wordmark">
        {lead}
        {accent ? (
          <>
            {' '}
            <Accent $light={light}>{accent}</Accent>
          </>
        ) : null}
      </span>
    </LogoLink>
  );
}
