import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { POST } from '../../testing/blogBackend.ts';
import { BlogPostPage } from './BlogPostPage.tsx';
import { isPlausibleSlug } from './blogPostApi.ts';

function renderPost(path: string, loadPost: Parameters<typeof BlogPostPage>[0]['loadPost']) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostPage loadPost={loadPost} showRelated={false} />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('blog post page', () => {
  it('renders the post with sanitized content, tags, meta and records the view', async () => {
    vi.stubGlobal('navigator', { sendBeacon: vi.fn(() => true) });
    const loadPost = vi.fn().mockResolvedValue({
      ...POST,
      content: '<p>Nevada has no state income tax.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    });
    renderPost('/blog/nevada-payroll-basics', loadPost);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(loadPost).toHaveBeenCalledWith('nevada-payroll-basics');
    expect(screen.getByText('Nevada has no state income tax.')).toBeInTheDocument();
    expect(document.querySelector('article script:not([type="application/ld+json"])')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/blog?category=payroll');
    expect(screen.getByRole('link', { name: '#w-4' })).toHaveAttribute('href', '/blog?tag=w-4');
    // Set by an effect, which may run a moment after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Nevada Payroll Basics | Silver State Books'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Payroll in Nevada explained.');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Nevada Payroll Basics', author: { name: 'Maria Lopez' } });
    const dataLayer = (window as { dataLayer?: { event: string; slug: string; title: string }[] }).dataLayer;
    expect(dataLayer?.[0]).toMatchObject({ event: 'blog_view', slug: 'nevada-payroll-basics', title: 'Nevada Payroll Basics' });
  });

  it("says 'Post Not Found' with a back link when no published post has the slug", async () => {
    renderPost('/blog/a-draft-post', () => Promise.resolve(null));
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('never sends an impossible slug to the database', async () => {
    const loadPost = vi.fn();
    renderPost('/blog/%3Cscript%3E', loadPost);
    expect(await screen.findByRole('heading', { name: 'Post Not Found' })).toBeInTheDocument();
    expect(loadPost).not.toHaveBeenCalled();
    expect(isPlausibleSlug('nevada-payroll-basics')).toBe(true);
    expect(isPlausibleSlug('Bad Slug')).toBe(false);
  });
});
