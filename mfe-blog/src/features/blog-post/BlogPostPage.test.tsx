// /blog/:slug through the blog's routes: the loader reads the post and its related posts (fetch
// stubbed), the page shows them, a missing post is Post Not Found, a failed read an error with Retry.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { routes } from '../../routes.tsx';
import { failingOnce, POST, readsOf, startBlog, stubRest, TEST_CONFIG, type RestAnswer } from '../../testing/blogBackend.ts';
import { isPlausibleSlug } from './blogPostApi.ts';

const RELATED = { id: 'p2', title: 'Cash vs. Accrual', slug: 'cash-vs-accrual', excerpt: null, featured_image: null, published_at: '2026-02-01T00:00:00Z', author: 'Ana' };

/** Answers the read of a post by its slug with `post`, and the read of its related posts with `related`. */
function backend({ post = [POST], related = [] }: { post?: RestAnswer | (() => Promise<RestAnswer>); related?: RestAnswer }) {
  return stubRest((read) => {
    if (read.fn === 'related_blog_posts') return related;
    return typeof post === 'function' ? post() : post;
  });
}

beforeAll(startBlog);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('blog post page', () => {
  it('renders the post with sanitized content, tags, meta and records the view', async () => {
    vi.stubGlobal('navigator', { sendBeacon: vi.fn(() => true) });
    const storageImage = `${TEST_CONFIG.supabaseUrl}/storage/v1/object/public/blog/office.webp`;
    const fetch = backend({
      post: [
        {
          ...POST,
          content: `<p>Nevada has no state income tax.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><img src="${storageImage}" alt="Office"><img src="https://tracker.example/p.gif" alt="Pixel">`,
        },
      ],
    });
    const { container } = renderRemoteRoutes('blog', routes, '/blog/nevada-payroll-basics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(readsOf(fetch, 'blog_post')[0]?.get('post_slug')).toBe('nevada-payroll-basics');
    expect(screen.getByText('Nevada has no state income tax.')).toBeInTheDocument();
    expect(document.querySelector('article script:not([type="application/ld+json"])')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // Images only from the project's public storage of the runtime config (and the site itself).
    expect(screen.getByRole('img', { name: 'Office' })).toHaveAttribute('src', storageImage);
    expect(screen.getByRole('img', { name: 'Pixel' })).not.toHaveAttribute('src');
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/blog/category/payroll');
    expect(screen.getByRole('link', { name: '#w-4' })).toHaveAttribute('href', '/blog/tag/w-4');
    await waitFor(() => expect(document.title).toBe('Nevada Payroll Basics | Silver State Books'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Payroll in Nevada explained.');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Nevada Payroll Basics', author: { name: 'Maria Lopez' } });
    // The canonical origin is the runtime config's, never the address the page happens to be read at.
    expect(jsonLd.mainEntityOfPage).toBe('https://books.example/blog/nevada-payroll-basics');
    const dataLayer = (window as { dataLayer?: { event: string; slug: string; title: string }[] }).dataLayer;
    expect(dataLayer?.[0]).toMatchObject({ event: 'blog_view', slug: 'nevada-payroll-basics', title: 'Nevada Payroll Basics' });
  });

  it('lists the related posts of its category under the post', async () => {
    const fetch = backend({ related: [RELATED] });
    renderRemoteRoutes('blog', routes, '/blog/nevada-payroll-basics');
    const related = await screen.findByRole('complementary', { name: 'Related Articles' });
    expect(related).toHaveTextContent('Cash vs. Accrual');
    const [read] = readsOf(fetch, 'related_blog_posts');
    expect([read?.get('post_id'), read?.get('max_posts')]).toEqual(['p1', '3']);
  });

  it('shows the post without related posts when they cannot be read', async () => {
    backend({ related: { failure: 'statement timeout' } });
    renderRemoteRoutes('blog', routes, '/blog/nevada-payroll-basics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Related Articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Related posts could not be loaded:', expect.anything());
  });

  it("says 'Post Not Found' with a back link when no published post has the slug", async () => {
    backend({ post: [] });
    renderRemoteRoutes('blog', routes, '/blog/a-draft-post');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe('Post Not Found | Silver State Books'));
  });

  it('never sends an impossible slug to the database', async () => {
    const fetch = backend({});
    renderRemoteRoutes('blog', routes, '/blog/%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(isPlausibleSlug('nevada-payroll-basics')).toBe(true);
    expect(isPlausibleSlug('Bad Slug')).toBe(false);
  });

  it("says 'Post Not Found' below a post's path too", async () => {
    const fetch = backend({});
    renderRemoteRoutes('blog', routes, '/blog/nevada-payroll-basics/comments');
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a failed read as an error with a retry that reads again, not as Post Not Found', async () => {
    const { answer, release } = failingOnce('Database connection not available', [POST]);
    backend({ post: answer });
    renderRemoteRoutes('blog', routes, '/blog/nevada-payroll-basics');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this article: Database connection not available");
    expect(screen.queryByRole('heading', { name: 'Post Not Found' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('The article could not be loaded:', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading article...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nevada Payroll Basics' })).toBeInTheDocument();
  });
});
