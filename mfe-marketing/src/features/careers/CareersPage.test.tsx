import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { CareersPage } from './CareersPage.tsx';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CareersPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('CareersPage', () => {
  it('shows the hero, mission cards, values, openings and links', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Careers | Silver State Books');
    expect(screen.getByRole('link', { name: /^Search Openings/ })).toHaveAttribute('href', 'https://jobs.silverstatebooks.example');
    for (const title of ['Solve Real-World Problems', 'Grow With a Modern Firm', 'A Culture of Collaboration']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const values = screen.getByRole('list', { name: 'Our Values' });
    expect(within(values).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Clarity Over Chaos',
      'Automation with Intention',
      'People First. Always.',
      'Operational Excellence',
      'Adapt Relentlessly',
      'Build What You Need',
    ]);
    for (const title of ['AI Agent Manager', 'Client Success Specialist', 'AI Solutions Architect']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: new RegExp(`^View ${title} role`) })).toHaveAttribute(
        'href',
        'https://jobs.silverstatebooks.example',
      );
    }
    expect(screen.getByRole('link', { name: /^Explore All Open Positions/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });

  it('switches the benefit tabs by click and keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Benefits', 'Perks', 'Work-Life Harmony', 'Payday']);
    expect(screen.getByRole('tab', { name: 'Benefits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('We match 100% of the first 4% you contribute to your 401(k).');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("We pay 100% of the employee premium and 50% of dependents' premiums.");

    await user.click(screen.getByRole('tab', { name: 'Payday' }));
    expect(screen.getByRole('tab', { name: 'Payday' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Benefits' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paid every other Tuesday.');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paid on the 15th and the last day of the month.');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('401(k)');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Work-Life Harmony' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Unlimited vacation for exempt staff; up to 3 weeks of vacation for hourly staff.',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('40 hours of sick leave');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('16 weeks paid at 100%');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Payday' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Benefits' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Perks' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Perks');
  });
});
