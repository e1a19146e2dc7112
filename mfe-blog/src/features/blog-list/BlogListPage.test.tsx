import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme, type PublishedBlogPost } from '@firm/shared-contracts';
import { BlogListPage } from './BlogListPage.tsx';
import { filterFromSearch } from './blogListApi.ts';

export const POST: PublishedBlogPost = {
  id: 'p1',
  title: 'Nevada Payroll Basics',
  slug: 'nevada-payroll-basics',
  content: '<p>Nevada has no state income tax.</p>',
  excerpt: 'What every Las Vegas employer should know.',
  author: 'Maria Lopez',
  status: 'published',
  meta_description: 'Payroll in Nevada explained.',
  tags: ['payroll', 'nevada', 'taxes', 'w-4'],
  featured_image: '/assets/blog/payroll.webp',
  category_id: 'c1',
  category: 'Payroll',
  category_slug: 'payroll',
  user_id: null,
  created_by: null,
  created_at: '2026-03-01T00:00:00Z',
  published_at: '2026-03-03T15:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

const CATEGORY_NAMES: Record<string, string> = { payroll: 'Payroll', 'nevada-business': 'Nevada Business' };

function renderList(loadPosts: Parameters<typeof BlogListPage>[0]['loadPosts'], url = '/blog') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <BlogListPage loadPosts={loadPosts} loadCategoryName={async (slug) => CATEGORY_NAMES[slug] ?? null} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('blog list', () => {
  it('shows a loading state, then cards with at most three tags', async () => {
    renderList(() => Promise.resolve([POST]));
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(screen.getByText('March 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('payroll')).toBeInTheDocument();
    expect(screen.getByText('taxes')).toBeInTheDocument();
    expect(screen.queryByText('w-4')).not.toBeInTheDocument();
  });

  it("fetches the first card's image at once and ahead of the others, which wait until scrolled near", async () => {
    const second = { ...POST, id: 'p2', slug: 'cash-vs-accrual', title: 'Cash vs. Accrual', featured_image: '/assets/blog/cash.webp' };
    const third = { ...POST, id: 'p3', slug: 'w4', title: 'Form W-4', featured_image: '/assets/blog/w4.webp' };
    const { container } = renderList(() => Promise.resolve([POST, second, third]));
    await screen.findByRole('link', { name: 'Form W-4' });
    const images = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(images).toEqual([
      ['/assets/blog/payroll.webp', 'eager', 'high'],
      ['/assets/blog/cash.webp', 'lazy', 'auto'],
      ['/assets/blog/w4.webp', 'lazy', 'auto'],
    ]);
  });

  it("shows 'Coming Soon!' when nothing is published", async () => {
    renderList(() => Promise.resolve([]));
    expect(await screen.findByRole('heading', { name: 'Coming Soon!' })).toBeInTheDocument();
  });

  it('stands a placeholder of the featured images\' shape (1200 × 630) in for a missing image', async () => {
    const { container } = renderList(() => Promise.resolve([{ ...POST, featured_image: null }]));
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('data-placeholder', 'true');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '336']);
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain('viewBox="0 0 640 336"');
  });

  it('shows a failed read with a retry that reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadPosts = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce([POST]);
    renderList(loadPosts);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the articles: network down");
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(loadPosts).toHaveBeenCalledTimes(2);
  });

  it('passes the category and tag of the URL to the read, and says what is filtered', async () => {
    const loadPosts = vi.fn().mockResolvedValue([]);
    renderList(loadPosts, '/blog?category=payroll&tag=nevada');
    expect(await screen.findByRole('heading', { name: 'No articles match this filter' })).toBeInTheDocument();
    expect(loadPosts).toHaveBeenCalledWith({ category: 'payroll', tag: 'nevada' });
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
    // The category by its name, as the cards and the post pages show it.
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles in Payroll tagged “nevada” · Show all articles');
  });

  it('names a category of several words by its name', async () => {
    renderList(vi.fn().mockResolvedValue([POST]), '/blog?category=nevada-business');
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    expect(screen.getByText(/^Showing articles in/)).toHaveTextContent(/^Showing articles in Nevada Business · Show all articles$/);
  });

  it('ignores malformed filters instead of sending them', () => {
    expect(filterFromSearch(new URLSearchParams('category=Pay%20roll!&tag={x}'))).toEqual({ category: null, tag: null });
    expect(filterFromSearch(new URLSearchParams('category=Payroll'))).toEqual({ category: 'payroll', tag: null });
  });
});
