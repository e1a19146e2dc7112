import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { AdminLoginPage } from './AdminLoginPage.tsx';

function renderLogin(actor: TestActor | null) {
  renderAs(actor, <AdminLoginPage />, {
    path: '/admin/login',
    url: '/admin/login',
    extraRoutes: <Route path="/admin" element={<p>The portal</p>} />,
  });
}

describe('the sign-in page', () => {
  it('sends signed-in staff on to the portal', () => {
    renderLogin(AS.writer);
    expect(screen.getByText('The portal')).toBeInTheDocument();
  });

  it('lets a signed-in user the portal turns away sign in as someone else', () => {
    renderLogin({ id: 'a0000000-0000-4000-8000-0000000000aa', role: null, email: 'nora@example.com' });
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signed in as nora@example.com, which cannot use the staff portal. Sign in with another account.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeEnabled();
  });

  it('shows the plain form to a visitor', () => {
    renderLogin(null);
    expect(screen.getByRole('button', { name: 'Sign In to Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
