// /blog: published posts newest first, with empty ('Coming Soon!'), list and a retryable error
// (fetch errors are shown, not only logged: docs/architecture.md#d20). The route's loader reads
// them, on the server or in the browser, before the page renders (docs/architecture.md#d44).
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CardGrid, Container, PageHero, Section, Spinner, usePageMeta } from '@firm/shared-contracts';
import { settle, useLoaded } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { BlogCard } from './BlogCard.tsx';
import { describeFilter, fetchCategoryName, fetchPublishedPosts, filterFromSearch } from './blogListApi.ts';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space[12]} 0;
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.slate};
  }
`;

const FilterBar = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.graphite};
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The posts the URL's ?category= and ?tag= ask for, and the category's name for the filter banner
 * ('Payroll', not its slug). A new filter is a new search, so the router runs this again.
 */
export async function loader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const filter = filterFromSearch(new URL(request.url).searchParams);
  const [posts, categoryName] = await Promise.all([
    settle('The articles', () => fetchPublishedPosts(filter)),
    // Without its name the banner quotes the slug as asked for, so a failed read is not shown.
    filter.category ? fetchCategoryName(filter.category).catch(() => null) : null,
  ]);
  return { filter, posts, categoryName };
}

export function BlogListPage() {
  usePageMeta({
    title: 'Blog',
    description: 'Bookkeeping, payroll and small-business finance guides from our Las Vegas team.',
    canonicalPath: '/blog',
  });
  const { filter, categoryName, ...loaded } = useLoaderData<typeof loader>();
  const posts = useLoaded(loaded.posts);
  const filtered = filter.category !== null || filter.tag !== null;
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="The Books & Payroll Blog"
        lead="Practical guides on bookkeeping, payroll and running the numbers of a small business."
      />
      <Section $tone="mist" aria-label="Articles">
        <Container>
          {filtered ? (
            <FilterBar role="status">
              {describeFilter(filter, categoryName)} · <Link to="/blog">Show all articles</Link>
            </FilterBar>
          ) : null}
          {posts.status === 'loading' ? <Spinner label="Loading articles..." /> : null}
          {posts.status === 'error' ? (
            <ErrorBox>
              <ErrorBanner>We couldn't load the articles: {posts.error.message}</ErrorBanner>
              <Button onClick={posts.retry}>Try Again</Button>
            </ErrorBox>
          ) : null}
          {posts.status === 'success' && posts.data.length === 0 && filtered ? (
            <Empty>
              <h2>No articles match this filter</h2>
              <p>
                <Link to="/blog">See all articles</Link>
              </p>
            </Empty>
          ) : null}
          {posts.status === 'success' && posts.data.length === 0 && !filtered ? (
            <Empty>
              <h2>Coming Soon!</h2>
              <p>Our first articles are on their way. Check back shortly.</p>
            </Empty>
          ) : null}
          {posts.status === 'success' && posts.data.length > 0 ? (
            <CardGrid min={300}>
              {posts.data.map((post, index) => (
                <li key={post.id}>
                  <BlogCard post={post} first={index === 0} />
                </li>
              ))}
            </CardGrid>
          ) : null}
        </Container>
      </Section>
    </>
  );
}
