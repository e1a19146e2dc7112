// Each tool route renders its page (lazy-loaded), and /tools opens the net pay calculator.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '@firm/shared-contracts';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { routes } from './routes.tsx';

vi.mock('@firm/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@firm/shared-contracts')>()),
  ReviewsWidget: () => <div data-testid="reviews-widget" />,
}));

describe('tools routes', () => {
  beforeAll(() => setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'k' } as RuntimeConfig));

  it.each([
    ['/tools', 'Net Pay Calculator', 'Free Net Pay Calculator'],
    ['/tools/netpay-calculator', 'Net Pay Calculator', 'Free Net Pay Calculator'],
    ['/tools/break-even-calculator', 'Break-Even Calculator', 'Break-Even Calculator'],
    ['/tools/cash-flow-forecast', 'Cash Flow Forecast', 'Cash Flow Forecast'],
    ['/tools/payroll-estimator', 'Payroll Cost Estimator', 'Payroll Cost Estimator'],
  ])('%s shows %s and sets the page title', async (path, heading, title) => {
    renderRemoteRoutes('tools', routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    // The title is set by an effect that may run just after the heading is on screen.
    await waitFor(() => expect(document.title.startsWith(title)).toBe(true));
  });

  it('an unknown tool path says so and lists the four tools', async () => {
    renderRemoteRoutes('tools', routes, '/tools/mortgage-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that tool" })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Free tools' }).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/tools/netpay-calculator',
      '/tools/payroll-estimator',
      '/tools/break-even-calculator',
      '/tools/cash-flow-forecast',
    ]);
  });
});
