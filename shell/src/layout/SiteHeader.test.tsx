import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@firm/shared-contracts';
import { MOBILE_MENU_ID, SiteHeader } from './SiteHeader.tsx';
import { renderAt, resetWindowScroll, scrollWindowTo } from './testUtils.tsx';

afterEach(() => {
  resetWindowScroll();
  document.body.style.overflow = '';
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader scroll state', () => {
  it('is transparent at the top and turns solid once scrolled past 50 px', () => {
    renderAt(<SiteHeader />, '/bookkeeping');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).not.toHaveClass('is-scrolled');

    scrollWindowTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    scrollWindowTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('is-scrolled');

    scrollWindowTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).not.toHaveClass('is-scrolled');
  });

  it('shows the light variant over a dark hero until scrolled', () => {
    renderAt(<SiteHeader />, '/contact');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-variant', 'light');
    expect(header).toHaveClass('is-light');
    scrollWindowTo(120);
    expect(header).toHaveAttribute('data-variant', 'default');
    expect(header).not.toHaveClass('is-light');
  });

  it('holds the consultation button\'s place, hidden, until the page registries are read', () => {
    renderAt(<SiteHeader />, '/about', { settled: false });
    expect(screen.queryByRole('link', { name: 'Free Consultation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bookkeeping' })).toBeNull();
  });

  it('uses the default variant on a light page', () => {
    renderAt(<SiteHeader />, '/payroll');
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'default');
  });
});

describe('SiteHeader desktop navigation', () => {
  it('links the logo home and shows the top-level links and the Client Login button', () => {
    renderAt(<SiteHeader />, '/about');
    expect(screen.getByRole('link', { name: `${siteConfig.brandName} home` })).toHaveAttribute('href', '/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Bookkeeping' })).toHaveAttribute('href', '/bookkeeping');
    expect(within(nav).getByRole('link', { name: 'AI Bookkeeping' })).toHaveAttribute('href', '/ai-bookkeeping');
    expect(within(nav).getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/payroll');
    expect(within(nav).getByRole('link', { name: 'Notary' })).toHaveAttribute('href', '/notary');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', siteConfig.clientLoginTarget);
  });

  it('opens a dropdown by click, closes it with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(company.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/about#team');

    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About Us' })).toBeNull();
    expect(company).toHaveFocus();
  });

  it('opens Company and Resources on mouse hover and closes them when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    const resources = within(mainNav()).getByRole('button', { name: 'Resources' });

    await user.hover(company);
    await waitFor(() => expect(company).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(company.getAttribute('aria-controls') ?? '') as HTMLElement;
    // Moving into the open panel keeps it open.
    await user.hover(within(panel).getByRole('link', { name: 'About Us' }));
    expect(company).toHaveAttribute('aria-expanded', 'true');
    // Focus never moves on hover: the keyboard stays where it was.
    expect(document.body).toHaveFocus();

    await user.hover(resources);
    await waitFor(() => expect(resources).toHaveAttribute('aria-expanded', 'true'));
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await user.unhover(resources);
    await waitFor(() => expect(resources).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps a hovered menu open when its button is clicked, until a click outside', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    await user.hover(company);
    await waitFor(() => expect(company).toHaveAttribute('aria-expanded', 'true'));
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    // Clicked, it is the visitor's: leaving no longer closes it.
    await user.unhover(company);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(company).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on a touch, which is a tap like any other click', async () => {
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    fireEvent.pointerEnter(company.parentElement as HTMLElement, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(company).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, moves through the items with the arrow keys and Escape returns focus', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    company.focus();
    await user.keyboard('{Enter}');
    expect(company).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Our Team' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveFocus();
  });

  it('opens with ArrowDown on the button and focuses the first item', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const resources = within(mainNav()).getByRole('button', { name: 'Resources' });
    resources.focus();
    await user.keyboard('{ArrowDown}');
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
  });

  it('keeps one dropdown open at a time and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    const resources = within(mainNav()).getByRole('button', { name: 'Resources' });
    await user.click(company);
    await user.click(resources);
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(resources).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab moves focus out of the dropdown', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    await user.click(company);
    // Six links in the panel, then focus leaves for the Resources button.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(mainNav()).getByRole('button', { name: 'Resources' })).toHaveFocus();
    expect(company).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    await user.click(company);
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/careers');
    expect(company).toHaveAttribute('aria-expanded', 'false');
  });

  it('nests the Tools submenu in Resources; Escape closes one level at a time', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    const resources = within(mainNav()).getByRole('button', { name: 'Resources' });
    await user.click(resources);
    const tools = screen.getByRole('button', { name: 'Tools' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');

    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(tools.getAttribute('aria-controls') ?? '') as HTMLElement;
    const toolLinks = within(submenu).getAllByRole('link');
    expect(toolLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/tools/netpay-calculator',
      '/tools/break-even-calculator',
      '/tools/cash-flow-forecast',
      '/tools/payroll-estimator',
    ]);

    within(submenu).getByRole('link', { name: 'Net Pay Calculator' }).focus();
    await user.keyboard('{Escape}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveFocus();
    expect(resources).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveFocus();
  });

  it('opens the Tools submenu with ArrowRight and focuses its first tool', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    await user.click(within(mainNav()).getByRole('button', { name: 'Resources' }));
    screen.getByRole('button', { name: 'Tools' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Net Pay Calculator' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the external knowledge base and help desk from Resources', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    await user.click(within(mainNav()).getByRole('button', { name: 'Resources' }));
    expect(screen.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', siteConfig.externalLinks.knowledgeBase);
    expect(screen.getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', siteConfig.externalLinks.helpDesk);
    expect(screen.getByRole('link', { name: 'Help Desk' })).toHaveAttribute('href', '/help');
  });
});

describe('SiteHeader mobile menu', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });

  it('toggles the menu, locks the page scroll and links Client Login to /login', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', MOBILE_MENU_ID);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const menu = document.getElementById(MOBILE_MENU_ID) as HTMLElement;
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', '/login');
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Bookkeeping' })).toHaveAttribute('href', '/bookkeeping');
    expect(screen.getByRole('banner')).toHaveClass('is-menu-open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  it('has the Company, Resources and nested Tools groups', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    await user.click(toggle());
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    const company = within(nav).getByRole('button', { name: 'Company' });
    expect(company).toHaveAttribute('aria-expanded', 'false');
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');

    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    await user.click(within(nav).getByRole('button', { name: 'Tools' }));
    expect(within(nav).getByRole('link', { name: 'Net Pay Calculator' })).toHaveAttribute('href', '/tools/netpay-calculator');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    await user.click(toggle());
    screen.getByRole('navigation', { name: 'Mobile' }).querySelector('a')?.focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/bookkeeping');
    await user.click(toggle());
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(nav).getByRole('link', { name: 'Notary' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notary');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the solid header while open, even over a dark hero', async () => {
    const user = userEvent.setup();
    renderAt(<SiteHeader />, '/contact');
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'light');
    await user.click(toggle());
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'default');
  });
});
