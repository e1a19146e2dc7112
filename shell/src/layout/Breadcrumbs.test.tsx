import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { renderAt } from './testUtils.tsx';

describe('Breadcrumbs', () => {
  it('renders a Breadcrumb navigation starting with Home and ending with the current page', () => {
    renderAt(<Breadcrumbs />, '/case-studies/corner-florist');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Case Studies', 'Corner Florist']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Case Studies' })).toHaveAttribute('href', '/case-studies');
    expect(within(nav).queryByRole('link', { name: 'Corner Florist' })).toBeNull();
    expect(within(nav).getByText('Corner Florist')).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/', '/blog/first-post'])('is not shown on %s', (path) => {
    renderAt(<Breadcrumbs />, path);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('is shown on the blog list', () => {
    renderAt(<Breadcrumbs />, '/blog');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeBlog');
  });

  it('waits for the page registries before showing a trail', () => {
    renderAt(<Breadcrumbs />, '/case-studies/harbor-bakery', { settled: false });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
