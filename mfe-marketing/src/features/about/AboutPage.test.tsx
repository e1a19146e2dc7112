import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOGOS, theme } from '@firm/shared-contracts';
import { TEAM } from '../team/teamFixtures.ts';
import { AboutPage } from './AboutPage.tsx';
import { CORE_VALUES } from './aboutContent.ts';

function renderAbout() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/about']}>
        <AboutPage loadTeam={async () => TEAM} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AboutPage', () => {
  it('sets title, description and the canonical /about', async () => {
    renderAbout();
    expect(document.title).toBe('About Us | Silver State Books');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/about');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Las Vegas/);
    await screen.findByRole('button', { name: /Elena/ });
  });

  it('has hero, CEO story, mission and vision, six core values, team, logos, reviews and the call to action in order', async () => {
    const { container } = renderAbout();
    await screen.findByRole('button', { name: /Elena/ });
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
    const team = container.querySelector('section#team') as HTMLElement;
    expect(team).not.toBeNull();
    expect(await within(team).findByRole('button', { name: /Elena/ })).toBeInTheDocument();
    await user.click(within(team).getByRole('button', { name: 'Meet the Rest of Our Team' }));
    expect(within(team).getByRole('heading', { name: 'Revenue Operations' })).toBeInTheDocument();
  });
});
