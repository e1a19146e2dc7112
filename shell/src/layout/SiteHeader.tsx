// The fixed site header: transparent at the top of the page, white with a
// shadow once scrolled past 50 px; over a dark hero it shows the light logo and white text
// until then. Desktop navigation from 768 px, the hamburger and mobile menu below.
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ButtonAnchor, ButtonLink, media, theme as siteTheme, type ButtonVariant } from '@firm/shared-contracts';
import { DesktopNav } from './DesktopNav.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { headerActions, isExternalHref, mainNav, type NavLinkItem } from './navigation.ts';
import { isDarkHeroPath } from './paths.ts';
import { useSitePages } from '../pages/sitePages.ts';
import { isPastHeaderThreshold, useBodyScrollLock, useMinWidth, useScrollCondition } from './hooks.ts';
import { HEADER_HEIGHT_PX, HEADER_MAX_WIDTH_PX, tabletDown, tabletOnly, wideUp } from './metrics.ts';

export const MOBILE_MENU_ID = 'mobile-menu';

const Bar = styled.header<{ $solid: boolean }>`
  --site-header-height: ${HEADER_HEIGHT_PX.desktop}px;
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: 100;
  height: var(--site-header-height);
  background: ${({ theme, $solid }) => ($solid ? theme.color.paper : 'transparent')};
  box-shadow: ${({ theme, $solid }) => ($solid ? theme.shadow.raised : 'none')};
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
  ${media.mobile} {
    --site-header-height: ${HEADER_HEIGHT_PX.mobile}px;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${HEADER_MAX_WIDTH_PX}px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};
  ${tabletDown} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[4]};
  }
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

const BrandLogo = styled(Logo)`
  ${tabletOnly} {
    .logo-wordmark {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${media.mobile} {
    display: none;
  }
`;

const compactButton = css`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

/** Client Login on the dark hero: white outline and text on ink navy. */
const onDark = css`
  background: transparent;
  color: ${({ theme }) => theme.color.paper};
  border-color: ${({ theme }) => theme.color.paper};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.ink};
  }
  &:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.paper};
  }
`;

const HeaderButtonLink = styled(ButtonLink)<{ $onDark?: boolean }>`
  ${compactButton}
  ${({ $onDark }) => ($onDark ? onDark : '')}
`;

const HeaderButtonAnchor = styled(ButtonAnchor)<{ $onDark?: boolean }>`
  ${compactButton}
  ${({ $onDark }) => ($onDark ? onDark : '')}
`;

const ConsultationLink = styled(HeaderButtonLink)`
  display: none;
  ${wideUp} {
    display: inline-flex;
  }
`;

const MenuToggle = styled.button<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ink)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    outline-offset: 0;
  }
  ${media.desktop} {
    display: none;
  }
`;

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function HeaderAction({ item, variant, onDark }: { item: NavLinkItem; variant: ButtonVariant; onDark: boolean }) {
  return isExternalHref(item.to) ? (
    <HeaderButtonAnchor href={item.to} $variant={variant} $onDark={onDark}>
      {item.label}
    </HeaderButtonAnchor>
  ) : (
    <HeaderButtonLink to={item.to} $variant={variant} $onDark={onDark}>
      {item.label}
    </HeaderButtonLink>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const scrolled = useScrollCondition(isPastHeaderThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Every navigation closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key, location.pathname]);

  // Escape closes the menu and puts focus back on the toggle.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  useBodyScrollLock(menuOpen);
  useMinWidth(siteTheme.breakpoint.mobile, closeMenu);

  const solid = scrolled || menuOpen;
  const { site } = useSitePages();
  const light = isDarkHeroPath(location.pathname, site) && !solid;
  const entries = useMemo(() => mainNav(site), [site]);
  const actions = useMemo(() => headerActions(site), [site]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Tabbing out of the header leaves the open menu behind: close it.
    const next = event.relatedTarget as Node | null;
    if (menuOpen && next && headerRef.current && !headerRef.current.contains(next)) setMenuOpen(false);
  };

  const className = ['site-header', scrolled ? 'is-scrolled' : '', light ? 'is-light' : '', menuOpen ? 'is-menu-open' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Bar
      ref={headerRef}
      className={className}
      $solid={solid}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-variant={light ? 'light' : 'default'}
      onBlur={onBlur}
    >
      <Inner>
        <BrandLogo light={light} />
        <DesktopNav entries={entries} light={light} />
        <Actions>
          <HeaderAction item={actions.clientLogin} variant={light ? 'light' : 'secondary'} onDark={light} />
          {actions.consultation ? (
            <ConsultationLink to={actions.consultation.to} $variant="primary">
              {actions.consultation.label}
            </ConsultationLink>
          ) : (
            // Holds the button's place until the registries name its page, so nothing moves.
            <ConsultationLink to="/" $variant="primary" aria-hidden="true" tabIndex={-1} style={{ visibility: 'hidden' }}>
              Free Consultation
            </ConsultationLink>
          )}
        </Actions>
        <MenuToggle
          ref={toggleRef}
          type="button"
          $light={light}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <HamburgerIcon open={menuOpen} />
        </MenuToggle>
      </Inner>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        entries={entries}
        clientLogin={actions.mobileClientLogin}
        consultation={actions.consultation}
        onNavigate={closeMenu}
      />
    </Bar>
  );
}
