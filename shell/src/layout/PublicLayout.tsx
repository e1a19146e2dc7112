// The layout every public page shares: skip link, header, breadcrumb, the page, footer and the
// scroll-to-top button.
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isBreadcrumbHidden } from './paths.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

// The breadcrumb's code is not part of the home page's download (it has no trail). A page with a
// trail starts fetching it as the app starts, alongside its remote, which takes longer to arrive.
const loadBreadcrumbs = () => import('./Breadcrumbs.tsx');
const Breadcrumbs = lazy(() => loadBreadcrumbs().then((module) => ({ default: module.Breadcrumbs })));
if (typeof window !== 'undefined' && !isBreadcrumbHidden(window.location.pathname)) void loadBreadcrumbs();

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_ID = 'skip-to-content';

const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.paper};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));
  &:focus,
  &:focus-visible {
    transform: none;
    color: ${({ theme }) => theme.color.paper};
    outline: 3px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  /* The page arrives after the layout (its remote loads on demand): keeping the footer below the
     fold until then means nothing visible moves when it does. */
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Move focus itself (not only the view), and keep the router's URL free of the fragment.
  event.preventDefault();
  main.focus();
}

/** The page is the matched route's, or, when a route failed, the failure its boundary shows. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Body>
      <SkipLink id={SKIP_LINK_ID} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        Skip to main content
      </SkipLink>
      <SiteHeader />
      {isBreadcrumbHidden(pathname) ? null : (
        <Suspense fallback={null}>
          <Breadcrumbs />
        </Suspense>
      )}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <SiteFooter />
      <ScrollToTop mainId={MAIN_CONTENT_ID} focusTargetId={SKIP_LINK_ID} />
    </Body>
  );
}
