import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ContractMismatchError, theme } from '@firm/shared-contracts';
import { RouteFailure } from './RouteFailure.tsx';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderWith(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/blog', Component: () => <Throws error={error} />, ErrorBoundary: RouteFailure }], {
    initialEntries: ['/blog'],
  });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('the route fallback', () => {
  it('gives the reason of a refused remote', () => {
    const reason = 'The blog remote was built for contract 3.x, this site provides 2.x.';
    renderWith(new ContractMismatchError('blog', '3.0.0', '2.0.0', reason));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The blog could not be loaded');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('keeps the general message for other failures', () => {
    renderWith(new Error('chunk load failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('A part of our site is temporarily unavailable');
    expect(screen.getByRole('alert')).not.toHaveTextContent('chunk load failed');
  });
});
