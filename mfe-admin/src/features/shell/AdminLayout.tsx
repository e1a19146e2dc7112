// The portal's frame: sidebar navigation, top bar with the welcome and Sign Out, and the screen.
// Below 768 px the sidebar folds into a menu opened from the top bar.
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, siteConfig, Spinner } from '@firm/shared-contracts';
import { actorOf, useAuth } from '@firm/shared-contracts/auth';
import { confirmLeaving } from '../../lib/unsavedChanges.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { AdminErrorBoundary } from './AdminErrorBoundary.tsx';
import { activeNavPath, navItemsFor, welcomeText } from './navigation.ts';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 240px 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'side top'
    'side main';
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.graphite};
  ${media.mobile} {
    grid-template-columns: 1fr;
    grid-template-areas:
      'top'
      'side'
      'main';
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 10;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ledger};
  &:focus {
    left: ${({ theme }) => theme.space[2]};
    top: ${({ theme }) => theme.space[2]};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Side = styled.nav<{ $open: boolean }>`
  grid-area: side;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.md};
    ${media.mobile} {
      display: none;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: 8px;
    color: ${({ theme }) => theme.color.paper};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: rgba(255, 255, 255, 0.1);
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.gold};
      outline-offset: 0;
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.color.gold};
      color: ${({ theme }) => theme.color.ink};
    }
  }
`;

const Top = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.paper};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  button {
    white-space: nowrap;
  }
  ${media.mobile} {
    button {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    }
  }
`;

const TopStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const MenuButton = styled(Button)`
  display: none;
  ${media.mobile} {
    display: inline-flex;
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space[8]};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  &:focus {
    outline: none;
  }
`;

export function AdminLayout() {
  const auth = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const navId = useId();
  const items = navItemsFor(actorOf(auth));
  const active = activeNavPath(location.pathname);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Frame>
      <SkipLink href="#admin-main">Skip to content</SkipLink>
      <Top>
        <TopStart>
          <MenuButton
            $variant="secondary"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </MenuButton>
          <strong>{welcomeText(auth.profile, auth.user?.email)}</strong>
        </TopStart>
        <Button
          $variant="secondary"
          onClick={() => {
            if (confirmLeaving()) void signOut();
          }}
          disabled={signingOut}
        >
          Sign Out
        </Button>
      </Top>
      <Side id={navId} aria-label="Admin" $open={menuOpen}>
        <p>{siteConfig.brandName} Admin</p>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.to === active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Side>
      <Main id="admin-main" tabIndex={-1}>
        <AdminErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <Outlet />
          </Suspense>
        </AdminErrorBoundary>
      </Main>
    </Frame>
  );
}
