import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { ClientLoginPage } from './ClientLoginPage.tsx';
import { validateClientLogin } from './clientLogin.ts';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ClientLoginPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('client login stub', () => {
  it('requires email and password', () => {
    expect(validateClientLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(validateClientLogin({ email: 'not-an-email', password: 'x' })).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(validateClientLogin({ email: 'owner@shop.com', password: 'x' })).toEqual({});
  });

  it('waits, then says the portal is coming soon, and links to contact and the admin sign-in', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.title).toBe('Client Login');
    await user.type(screen.getByLabelText(/Email/), 'owner@shop.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Client portal access coming soon.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  });
});
