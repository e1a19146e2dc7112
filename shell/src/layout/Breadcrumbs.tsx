// The breadcrumb trail of the current page, laid over the top of the page hero just below the
// fixed header (heroes keep 40 px free there). Light text over the dark heroes.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@firm/shared-contracts';
import { buildBreadcrumbs } from './breadcrumbs.ts';
import { isDarkHeroPath } from './paths.ts';
import { useSitePages } from '../pages/sitePages.ts';
import { HEADER_HEIGHT_PX } from './metrics.ts';

const Nav = styled.nav<{ $light: boolean }>`
  position: absolute;
  top: ${HEADER_HEIGHT_PX.desktop}px;
  right: 0;
  left: 0;
  z-index: 2;
  pointer-events: none;
  color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.slate)};
  font-size: ${({ theme }) => theme.font.size.xs};
  ${media.mobile} {
    top: ${HEADER_HEIGHT_PX.mobile}px;
  }
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  list-style: none;
  overflow: hidden;
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  }
`;

const Crumb = styled.li<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  pointer-events: auto;
  &:last-child {
    overflow: hidden;
  }
  /* Separator chevron, drawn with borders so screen readers read nothing for it. */
  & + &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-top: 1.5px solid currentColor;
    border-right: 1.5px solid currentColor;
    transform: rotate(45deg);
  }
  a {
    display: inline-block;
    padding: 2px 0;
    color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    text-decoration: underline;
    text-underline-offset: 3px;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme, $light }) => ($light ? theme.color.gold : theme.color.ledgerDark)};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    outline-offset: 2px;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [aria-current='page'] {
    color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.graphite)};
    font-weight: 600;
  }
`;

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { site, settled } = useSitePages();
  // Before the registries arrive the trail's labels are unknown (the page itself is still loading).
  const items = settled ? buildBreadcrumbs(pathname, site) : [];
  if (items.length === 0) return null;
  const light = isDarkHeroPath(pathname, site);
  return (
    <Nav aria-label="Breadcrumb" $light={light}>
      <Trail>
        {items.map((item, index) => (
          <Crumb key={`${index}-${item.label}`} $light={light}>
            {item.current ? (
              <span aria-current="page">{item.label}</span>
            ) : item.href ? (
              <Link to={item.href}>{item.label}</Link>
            ) : (
              <span>{item.label}</span>
            )}
          </Crumb>
        ))}
      </Trail>
    </Nav>
  );
}
