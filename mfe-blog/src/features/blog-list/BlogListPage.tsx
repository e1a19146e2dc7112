// The blog's list pages, 12 posts each, paged on the server: /blog and /blog/page/N (every post),
// /blog/category/:slug and /blog/tag/:tag (later pages by ?page=N). Each route's loader reads its
// page, on the server or in the browser, before the page renders (docs/architecture.md#d46); a
// page past the last, a category no post is in or a tag no post has is a 404. Fetch errors are
// shown with Retry, not only logged (docs/architecture.md#d20).
import { data, isRouteErrorResponse, Link, redirect, useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CardGrid, Container, PageHero, Section, Spinner, usePageMeta, type BlogPostListPage } from '@firm/shared-contracts';
import { settle, useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { blogCategoryPath, blogListPath, blogTagPath } from '@firm/shared-contracts/sitemap';
import { BlogCard } from './BlogCard.tsx';
import { FEED } from './feed.ts';
import { fetchPostPage, NO_FILTER, pageNumber, plausibleCategory, plausibleTag, type BlogListFilter } from './blogListApi.ts';

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

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.graphite};
  a {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 600;
  }
`;

const NotFound = styled.div`
  padding: calc(${({ theme }) => theme.space[24]} + 40px) 0 ${({ theme }) => theme.space[16]};
  text-align: center;
`;

/** What a list page shows: which list, which page of it, and the page's posts. */
export interface ListPageData {
  filter: BlogListFilter;
  page: number;
  list: Loaded<BlogPostListPage>;
}

function listNotFound() {
  return data('Page not found', { status: 404, statusText: 'Not Found' });
}

/** Reads one page; a page past the last of a list that has posts, or an empty category or tag, is a 404. */
async function listPage(page: number | null, filter: BlogListFilter): Promise<ListPageData> {
  if (page === null) throw listNotFound();
  const list = await settle('The articles', () => fetchPostPage(page, filter));
  if (list.status === 'success') {
    const { total, pageCount, category, tag } = list.data;
    if ((filter.category && !category) || (filter.tag && !tag)) throw listNotFound();
    if (page > pageCount || (page > 1 && total === 0)) throw listNotFound();
  }
  return { filter, page, list };
}

/** /blog: the newest posts. The old ?category= and ?tag= addresses lead to their pages. */
export async function loader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const search = new URL(request.url).searchParams;
  const category = plausibleCategory(search.get('category'));
  if (category) throw redirect(blogCategoryPath(category), 301);
  const tag = plausibleTag(search.get('tag'));
  if (tag) throw redirect(blogTagPath(tag), 301);
  const page = pageNumber(search.get('page'));
  if (page !== null && page > 1) throw redirect(blogListPath(page), 301);
  return listPage(1, NO_FILTER);
}

/** /blog/page/N: page N of every post (/blog/page/1 is /blog). */
export async function pagedLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const page = pageNumber(params.page ?? '');
  if (page === 1) throw redirect(blogListPath(1), 301);
  return listPage(page, NO_FILTER);
}

/** /blog/category/:slug[?page=N] */
export async function categoryLoader({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const category = plausibleCategory(params.slug);
  if (!category || category !== params.slug) throw listNotFound();
  return listPage(pageNumber(new URL(request.url).searchParams.get('page')), { category, tag: null });
}

/** /blog/tag/:tag[?page=N] */
export async function tagLoader({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const tag = plausibleTag(params.tag);
  if (!tag || tag !== params.tag) throw listNotFound();
  return listPage(pageNumber(new URL(request.url).searchParams.get('page')), { category: null, tag });
}

/** The address of page `page` of the list a filter names. */
function pagePath(filter: BlogListFilter, page: number): string {
  if (filter.category) return blogCategoryPath(filter.category, page);
  if (filter.tag) return blogTagPath(filter.tag, page);
  return blogListPath(page);
}

/** The page's title and heading: 'Blog', 'Blog · Page 2', 'Payroll Articles', 'Articles Tagged “w-4”'. */
export function listHeading(filter: BlogListFilter, page: number, list: BlogPostListPage | null): { title: string; description: string } {
  const pageSuffix = page > 1 ? ` · Page ${page}` : '';
  if (filter.category) {
    const name = list?.category?.name ?? filter.category;
    return { title: `${name} Articles${pageSuffix}`, description: `Our articles on ${name.toLowerCase()} for Las Vegas small businesses.` };
  }
  if (filter.tag) {
    const tag = list?.tag ?? filter.tag;
    return { title: `Articles Tagged “${tag}”${pageSuffix}`, description: `Our articles tagged “${tag}”.` };
  }
  return { title: `Blog${pageSuffix}`, description: 'Bookkeeping, payroll and small-business finance guides from our Las Vegas team.' };
}

function Pages({ filter, page, pageCount }: { filter: BlogListFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <Pager aria-label="Pages">
      {page > 1 ? <Link to={pagePath(filter, page - 1)}>← Newer articles</Link> : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to={pagePath(filter, page + 1)}>Older articles →</Link> : null}
    </Pager>
  );
}

export function BlogListPage() {
  const { filter, page, ...loaded } = useLoaderData<ListPageData>();
  const list = useLoaded(loaded.list);
  const shown = list.status === 'success' ? list.data : loaded.list.status === 'success' ? loaded.list.data : null;
  const heading = listHeading(filter, page, shown);
  usePageMeta({ title: heading.title, description: heading.description, canonicalPath: pagePath(filter, page), feed: FEED });
  const filtered = filter.category !== null || filter.tag !== null;
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title={filtered ? heading.title : 'The Books & Payroll Blog'}
        lead="Practical guides on bookkeeping, payroll and running the numbers of a small business."
      />
      <Section $tone="mist" aria-label="Articles">
        <Container>
          <FilterBar>
            {filtered ? <Link to="/blog">Show all articles</Link> : null}
            {filtered ? ' · ' : null}
            <Link to="/blog/search">Search the blog</Link>
          </FilterBar>
          {list.status === 'loading' ? <Spinner label="Loading articles..." /> : null}
          {list.status === 'error' ? (
            <ErrorBox>
              <ErrorBanner>We couldn't load the articles: {list.error.message}</ErrorBanner>
              <Button onClick={list.retry}>Try Again</Button>
            </ErrorBox>
          ) : null}
          {list.status === 'success' && list.data.posts.length === 0 ? (
            <Empty>
              <h2>Coming Soon!</h2>
              <p>Our first articles are on their way. Check back shortly.</p>
            </Empty>
          ) : null}
          {list.status === 'success' && list.data.posts.length > 0 ? (
            <>
              <CardGrid min={300}>
                {list.data.posts.map((post, index) => (
                  <li key={post.id}>
                    <BlogCard post={post} first={index === 0} />
                  </li>
                ))}
              </CardGrid>
              <Pages filter={filter} page={page} pageCount={list.data.pageCount} />
            </>
          ) : null}
        </Container>
      </Section>
    </>
  );
}

function ListNotFound() {
  usePageMeta({ title: 'Page Not Found', noindex: true });
  return (
    <Section>
      <Container>
        <NotFound>
          <h1>Page Not Found</h1>
          <p>There are no articles here.</p>
          <Link to="/blog">← Back to Blog</Link>
        </NotFound>
      </Container>
    </Section>
  );
}

/** The list routes' error boundary: a 404 from the loader is Page Not Found; anything else goes up. */
export function ListErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ListNotFound />;
  throw error;
}
