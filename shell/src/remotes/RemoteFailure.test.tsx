import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ContractMismatchError, theme } from '@firm/shared-contracts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderWith(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <RemoteErrorBoundary remote="blog" resetKey="/blog" onRetry={() => {}}>
          <Throws error={error} />
        </RemoteErrorBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the route fallback', () => {
  it('gives the reason of a refused remote', () => {
    const reason = 'The blog remote was built for contract 2.x, this site provides 1.x.';
    renderWith(new ContractMismatchError('blog', '2.0.0', '1.0.0', reason));
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
