import { StrictMode, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig, type RuntimeConfig } from '@firm/shared-contracts';
import { remoteRouter, routerTree, type TestRouter } from '@firm/shared-contracts/testing/routes';
import { contentPageRoutes } from '../../routes/contentPages.tsx';
import { RuntimeConfigProvider } from '../../runtime/RuntimeConfigContext.tsx';

const SCRIPT_URL = 'https://policies.example/embed.js';

function configWith(policyEmbedScriptUrl: string | null): RuntimeConfig {
  return { ...localRuntimeConfig('test-anon-key'), policyEmbedScriptUrl };
}

function tree(path: string | TestRouter, config: RuntimeConfig | null): ReactNode {
  const router = typeof path === 'string' ? remoteRouter('marketing', contentPageRoutes, path) : path;
  return routerTree(router, (page) => <RuntimeConfigProvider value={config}>{page}</RuntimeConfigProvider>);
}

const policyScripts = () => document.querySelectorAll(`script[src="${SCRIPT_URL}"]`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refund policy', () => {
  it('states every rule and date of the spec', async () => {
    render(tree('/legal/refund-policy', configWith(SCRIPT_URL)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Refund Policy | Silver State Books');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated: June 16, 2025');
    expect(text).toContain('Effective: December 1, 2022');
    expect(text).toContain('No Refunds After Service Commencement');
    expect(text).toContain('Once we have begun work on your account, fees paid are not refundable');
    expect(text).toContain('Recurring services, such as monthly bookkeeping and payroll, are billed in advance');
    expect(text).toContain('Engagements run for a term of 3 to 12 months');
    expect(text).toContain("with 60 days' written notice");
    expect(text).toContain('All fees for services through the end of the notice period remain due and payable');
    expect(text).toContain('Payroll services are non-refundable');
    expect(text).toContain('governed by the laws of the State of Nevada');
    expect(text).toContain('binding arbitration in Las Vegas, Nevada, under the commercial arbitration rules');
    expect(text).toContain('chargeback or payment dispute');
    expect(text).toContain('is a breach of your agreement with us');
    // Written on the page even when a provider script is configured.
    expect(policyScripts()).toHaveLength(0);
  });
});

describe('accessibility statement', () => {
  it('targets WCAG 2.1 AA and gives the firm contact for issues', async () => {
    render(tree('/legal/accessibility', null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 at Level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Report an Accessibility Issue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@silverstatebooks.example' })).toHaveAttribute(
      'href',
      'mailto:hello@silverstatebooks.example',
    );
    expect(screen.getByRole('link', { name: '(702) 555-0142' })).toHaveAttribute('href', 'tel:+17025550142');
  });
});

describe('provider-supplied policies', () => {
  it.each([
    ['privacy-policy', 'Privacy Policy', 'Information We Collect'],
    ['terms-of-service', 'Terms of Service', 'Governing Law'],
    ['cookies-policy', 'Cookies Policy', 'How to Control Cookies'],
    ['disclaimer', 'Disclaimer', 'Not Professional Advice'],
  ])('/legal/%s shows the site text when no script is configured', async (slug, title, section) => {
    render(tree(`/legal/${slug}`, configWith(null)));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(/Last updated: January 15, 2026/)).toBeInTheDocument();
    expect(document.querySelectorAll('script[data-policy-embed-script]')).toHaveLength(0);
  });

  it('adds the configured script into the page container once', async () => {
    const router = remoteRouter('marketing', contentPageRoutes, '/legal/privacy-policy');
    const { rerender } = render(<StrictMode>{tree(router, configWith(SCRIPT_URL))}</StrictMode>);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(policyScripts()).toHaveLength(1));
    const container = document.querySelector('[data-policy-embed="privacy-policy"]');
    expect(container?.contains(policyScripts()[0] as Node)).toBe(true);
    expect(screen.queryByRole('heading', { level: 2, name: 'Information We Collect' })).toBeNull();
    rerender(<StrictMode>{tree(router, configWith(SCRIPT_URL))}</StrictMode>);
    expect(policyScripts()).toHaveLength(1);
    fireEvent.load(policyScripts()[0] as Element);
    expect(screen.queryByText('Loading the policy…')).toBeNull();
    expect(policyScripts()).toHaveLength(1);
  });

  it('falls back to the site text when the script fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(tree('/legal/terms-of-service', configWith(SCRIPT_URL)));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The script is added by an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(policyScripts()).toHaveLength(1));
    fireEvent.error(policyScripts()[0] as Element);
    expect(await screen.findByRole('heading', { level: 2, name: 'Governing Law' })).toBeInTheDocument();
  });

  it('renders the 404 page for an unknown legal page', async () => {
    render(tree('/legal/not-a-policy', null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoopsie Boopsie!' })).toBeInTheDocument();
  });
});
