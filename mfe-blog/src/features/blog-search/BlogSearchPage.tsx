// /blog/search?q=…: the published posts a reader's words find, best first, 12 a page, through
// blog_search() (Postgres full-text search, docs/security.md "Public reads"). Never rendered to a
// file and kept out of search engines (noindex): its address is whatever a reader typed.
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, PageHero, Section, Spinner, usePageMeta, type BlogSearchPage as SearchPage } from '@firm/shared-contracts';
import { settle, useLoaded, type Loaded } from '@firm/shared-contracts/data';
import { formatDate } from '@firm/shared-contracts/format';
import { ErrorBanner } from '@firm/shared-contracts/forms';
import { FEED } from '../blog-list/feed.ts';
import { pageNumber, SEARCH_MAX_LENGTH, searchPosts } from '../blog-list/blogListApi.ts';
import { snippetParts } from './snippet.ts';

export interface SearchPageData {
  query: string;
  page: number;
  /** Null when there is nothing to search for, or the search is refused before it is sent. */
  results: Loaded<SearchPage> | null;
  problem: string | null;
}

export async function loader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<SearchPageData> {
  const search = new URL(request.url).searchParams;
  const query = (search.get('q') ?? '').trim();
  const page = pageNumber(search.get('page')) ?? 1;
  if (query === '') return { query, page, results: null, problem: null };
  if (query.length > SEARCH_MAX_LENGTH) {
    return { query: query.slice(0, SEARCH_MAX_LENGTH), page, results: null, problem: `A search can be at most ${SEARCH_MAX_LENGTH} characters.` };
  }
  return { query, page, results: await settle('The search', () => searchPosts(query, page)), problem: null };
}

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  input {
    flex: 1 1 260px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.slate};
    border-radius: ${({ theme }) => theme.radius.card};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  a {
    color: ${({ theme }) => theme.color.ledger};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.graphite};
  }
  time {
    color: ${({ theme }) => theme.color.slate};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

function searchPath(query: string, page: number): string {
  return `/blog/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;
}

function Snippet({ snippet }: { snippet: string }) {
  return (
    <p>
      {snippetParts(snippet).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </p>
  );
}

function Found({ query, page, results }: { query: string; page: number; results: SearchPage }) {
  if (results.total === 0) return <p role="status">No articles match “{query}”.</p>;
  return (
    <>
      <p role="status">
        {results.total === 1 ? '1 article matches' : `${results.total} articles match`} “{query}”.
      </p>
      <Results>
        {results.results.map((result) => (
          <li key={result.slug}>
            <h2>
              <Link to={`/blog/${result.slug}`}>{result.title}</Link>
            </h2>
            <time dateTime={result.published_at ?? undefined}>{formatDate(result.published_at, 'long')}</time>
            <Snippet snippet={result.snippet} />
          </li>
        ))}
      </Results>
      {results.pageCount > 1 ? (
        <Pager aria-label="Pages">
          {page > 1 ? <Link to={searchPath(query, page - 1)}>← Previous</Link> : null}
          <span>
            Page {page} of {results.pageCount}
          </span>
          {page < results.pageCount ? <Link to={searchPath(query, page + 1)}>Next →</Link> : null}
        </Pager>
      ) : null}
    </>
  );
}

function Outcome({ query, page, results }: { query: string; page: number; results: Loaded<SearchPage> }) {
  const state = useLoaded(results);
  if (state.status === 'loading') return <Spinner label="Searching..." />;
  if (state.status === 'error') {
    return (
      <>
        <ErrorBanner>We couldn't search the articles: {state.error.message}</ErrorBanner>
        <Button onClick={state.retry}>Try Again</Button>
      </>
    );
  }
  return <Found query={query} page={page} results={state.data} />;
}

export function BlogSearchPage() {
  const { query, page, results, problem } = useLoaderData<SearchPageData>();
  usePageMeta({ title: query ? `Search: ${query}` : 'Search the Blog', noindex: true, feed: FEED });
  return (
    <>
      <PageHero eyebrow="Insights" title="Search the Blog" lead="Find our guides by the words in them." />
      <Section $tone="mist" aria-label="Search results">
        <Container>
          <SearchForm method="get" action="/blog/search" role="search">
            <input type="search" name="q" aria-label="Search words" defaultValue={query} maxLength={SEARCH_MAX_LENGTH} key={query} />
            <Button type="submit">Search</Button>
          </SearchForm>
          {problem ? <ErrorBanner>{problem}</ErrorBanner> : null}
          {results ? <Outcome query={query} page={page} results={results} /> : null}
          <p>
            <Link to="/blog">← Back to Blog</Link>
          </p>
        </Container>
      </Section>
    </>
  );
}
