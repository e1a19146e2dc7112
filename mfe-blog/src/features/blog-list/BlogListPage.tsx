// /blog: published posts newest first, with loading, empty ('Coming Soon!'), list and a
// retryable error (fetch errors are shown, not only logged: docs/architecture.md#d20).
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CardGrid, Container, PageHero, Section, Spinner, usePageMeta } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
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

interface BlogListPageProps {
  loadPosts?: typeof fetchPublishedPosts;
  /** Reads a category's name for the filter banner; the blog_categories table by default. */
  loadCategoryName?: typeof fetchCategoryName;
}

export function BlogListPage({ loadPosts = fetchPublishedPosts, loadCategoryName = fetchCategoryName }: BlogListPageProps) {
  usePageMeta({
    title: 'Blog',
    description: 'Bookkeeping, payroll and small-business finance guides from our Las Vegas team.',
    canonicalPath: '/blog',
  });
  const [params] = useSearchParams();
  const filter = filterFromSearch(params);
  const filtered = filter.category !== null || filter.tag !== null;
  const posts = useAsync(() => loadPosts(filter), [filter.category, filter.tag]);
  // The banner names the category as the site does ('Payroll'), not by its URL slug.
  const category = useAsync(
    () => (filter.category ? loadCategoryName(filter.category).catch(() => null) : Promise.resolve(null)),
    [filter.category],
  );
  if (posts.status === 'error') console.error('The articles could not be loaded:', posts.error);
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="The Books & Payroll Blog"
        lead="Practical guides on bookkeeping, payroll and running the numbers of a small business."
      />
      <Section $tone="mist" aria-label="Articles">
        <Container>
          {filtered && category.status !== 'loading' ? (
            <FilterBar role="status">
              {describeFilter(filter, category.status === 'success' ? category.data : null)} · <Link to="/blog">Show all articles</Link>
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
