// Any path no page claims. Offers a way home, a way back, and the pages most visitors look for.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, cleanReferrer, Container, Section, sendSiteEvent, usePageMeta } from '@firm/shared-contracts';

const Wrapper = styled(Section)`
  min-height: 70vh;
  display: flex;
  align-items: center;
  padding-top: calc(${({ theme }) => theme.space[24]} + 40px);
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.hero};
  font-weight: 800;
  color: ${({ theme }) => theme.color.ledger};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.display};
  color: ${({ theme }) => theme.color.ink};
`;

const Text = styled.p`
  margin: 0 auto ${({ theme }) => theme.space[8]};
  max-width: 48ch;
  color: ${({ theme }) => theme.color.slate};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Popular = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

/** Pages a lost visitor most often wants. */
export const POPULAR_PAGES = [
  { to: '/bookkeeping', label: 'Bookkeeping' },
  { to: '/books-cleanup', label: 'Books Cleanup' },
  { to: '/payroll', label: 'Payroll' },
] as const;

export interface BackContext {
  /** The router's key of this location: 'default' for the entry the page load started on. */
  locationKey: string;
  /** document.referrer: the page a full page load came from ('' when none or withheld). */
  referrer: string;
  origin: string;
  historyLength: number;
}

/**
 * Back when the previous entry is a page of this site, otherwise home. Two ways to know it: the
 * router reached this page itself (its location key is not 'default'), or the page load came from
 * a page of this site (a same-origin referrer), as it does from a link that is not a router link: a
 * link in a post's content, or on a prerendered page before the app has taken over. The router's
 * own history state (its entry index) only knows the first, and is the shell's router's internals,
 * which a remote should not read.
 */
export function canGoBackInSite({ locationKey, referrer, origin, historyLength }: BackContext): boolean {
  if (historyLength < 2) return false;
  if (locationKey !== 'default') return true;
  try {
    return referrer !== '' && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

export function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  usePageMeta({ title: 'Page Not Found', noindex: true });
  // The visit is reported quietly and first-party (no geolocation, no form service), so staff can
  // find broken links.
  useEffect(() => {
    sendSiteEvent({
      type: 'not_found',
      path: pathname,
      referrer: cleanReferrer(document.referrer, window.location.origin),
    });
  }, [pathname]);
  const goBack = () => {
    const back = canGoBackInSite({
      locationKey: key,
      referrer: document.referrer,
      origin: window.location.origin,
      historyLength: window.history.length,
    });
    if (back) navigate(-1);
    else navigate('/');
  };
  return (
    <Wrapper aria-labelledby="not-found-title">
      <Container>
        <Code aria-hidden="true">404</Code>
        <Title id="not-found-title">Whoopsie Boopsie!</Title>
        <Text>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</Text>
        <Actions>
          <ButtonLink to="/">Return to Homepage</ButtonLink>
          <Button $variant="secondary" onClick={goBack}>
            Go Back
          </Button>
        </Actions>
        <nav aria-label="Popular pages">
          <Popular>
            {POPULAR_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </Popular>
        </nav>
      </Container>
    </Wrapper>
  );
}
