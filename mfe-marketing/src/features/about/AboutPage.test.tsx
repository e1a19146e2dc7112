import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOGOS } from '@firm/shared-contracts';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { dataPageRoutes } from '../../routes/dataPages.tsx';
import { stubBackend } from '../../testing/backend.ts';
import { TEAM } from '../team/teamFixtures.ts';
import { CORE_VALUES } from './aboutContent.ts';

/** /about as the shell serves it, its loader reading the team from the stand-in backend. */
function renderAbout() {
  stubBackend({ 'rpc/team_directory': TEAM, 'rpc/review_list': [] });
  return renderRemoteRoutes('marketing', dataPageRoutes, '/about');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AboutPage', () => {
  it('sets title, description and the canonical /about', async () => {
    renderAbout();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(document.title).toBe('About Us | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/about');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Las Vegas/);
    await screen.findByRole('button', { name: /Elena/ });
  });

  it('has hero, CEO story, mission and vision, six core values, team, logos, reviews and the call to action in order', async () => {
    const { container } = renderAbout();
    await screen.findByRole('button', { name: /Elena/ }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'The People Behind Your Numbers' })).toBeInTheDocument();
    const order = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
    expect(order).toEqual(['ceo-story', 'mission-vision', 'core-values', 'team', 'trusted-by', 'reviews']);
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    const values = screen.getByRole('list', { name: 'Core values' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(6);
    expect(CORE_VALUES).toHaveLength(6);
    for (const logo of CLIENT_LOGOS) expect(screen.getByRole('img', { name: logo.alt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Bookkeeping Plans' })).toHaveAttribute('href', '/bookkeeping');
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book');
  });

  it('puts the team directory in the #team section', async () => {
    const user = userEvent.setup();
    const { container } = renderAbout();
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const team = container.querySelector('section#team') as HTMLElement;
    expect(team).not.toBeNull();
    expect(await within(team).findByRole('button', { name: /Elena/ })).toBeInTheDocument();
    await user.click(within(team).getByRole('button', { name: 'Meet the Rest of Our Team' }));
    expect(within(team).getByRole('heading', { name: 'Revenue Operations' })).toBeInTheDocument();
  });
});
