import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { deviceName, type SessionRow, type SessionsApi } from './sessionsApi.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const SESSIONS: SessionRow[] = [
  { id: 's-this', created_at: '2026-11-28T16:00:00Z', refreshed_at: '2026-11-28T20:05:00Z', user_agent: FIREFOX_WINDOWS, ip: '203.0.113.7', aal: 'aal1', current: true },
  { id: 's-phone', created_at: '2026-11-20T16:00:00Z', refreshed_at: null, user_agent: SAFARI_IPHONE, ip: '198.51.100.4', aal: 'aal2', current: false },
];

function LoginProbe() {
  const state = useLocation().state as { flash?: { text: string } } | null;
  return <p>Sign-in page: {state?.flash?.text}</p>;
}

function renderSessions(overrides: Partial<SessionsApi> = {}) {
  const api: SessionsApi = { listSessions: vi.fn(async () => SESSIONS), signOutSessions: vi.fn(async () => {}), ...overrides };
  renderAs(AS.admin, <SessionsPanel api={api} />, {
    path: '/admin/profile',
    url: '/admin/profile',
    extraRoutes: <Route path="/admin/login" element={<LoginProbe />} />,
  });
  return api;
}

describe('Profile: where you are signed in', () => {
  it('lists each session with a readable device, the address, the last activity in the firm time zone, and this device', async () => {
    renderSessions();
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Firefox on Windows');
    expect(within(first).getByText('This device')).toBeInTheDocument();
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('Nov 28, 2026, 12:05 PM PST');
    expect(second).toHaveTextContent('Safari on iOS');
    expect(within(second).queryByText('This device')).not.toBeInTheDocument();
    // Never refreshed: active when it began.
    expect(second).toHaveTextContent('Nov 20, 2026, 8:00 AM PST');
  });

  it('signs out everywhere else and keeps this device', async () => {
    const api = renderSessions();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(api.signOutSessions).toHaveBeenCalledWith('others');
    expect(await screen.findByRole('status')).toHaveTextContent('Signed out everywhere else. This device stays signed in.');
  });

  it('signs out everywhere after confirming, then goes to sign-in', async () => {
    const api = renderSessions();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out on every device, this one included?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(api.signOutSessions).toHaveBeenCalledWith('global');
    expect(await screen.findByText('Sign-in page: Signed out everywhere. Sign in again to continue.')).toBeInTheDocument();
  });

  it('reads what it can of a device', () => {
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome on macOS',
    );
  });
});
