import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS, IDS, renderAs } from '../../test/renderWithAuth.tsx';
import { NoticesPanel } from './NoticesPanel.tsx';
import { NO_NOTICES, type NoticesApi } from './noticesApi.ts';

describe('Profile › Notices', () => {
  it('shows what the admin chose and saves the new choice', async () => {
    const saveNotices = vi.fn(async () => undefined);
    const api: NoticesApi = { loadNotices: vi.fn(async () => ({ ...NO_NOTICES, new_booking: true })), saveNotices };
    const user = userEvent.setup();
    renderAs(AS.admin, <NoticesPanel userId={IDS.admin} api={api} />);
    expect(await screen.findByRole('checkbox', { name: 'A consultation is booked' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'A new inquiry comes in' }));
    await user.click(screen.getByRole('checkbox', { name: /A daily digest at 7 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Save notices' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notices saved.');
    expect(saveNotices).toHaveBeenCalledWith(IDS.admin, { ...NO_NOTICES, new_booking: true, new_inquiry: true, daily_digest: true });
  });

  it('keeps the choices on screen when saving fails, and says why', async () => {
    const api: NoticesApi = { loadNotices: vi.fn(async () => NO_NOTICES), saveNotices: vi.fn(async () => Promise.reject(new Error('permission denied'))) };
    const user = userEvent.setup();
    renderAs(AS.admin, <NoticesPanel userId={IDS.admin} api={api} />);
    await user.click(await screen.findByRole('checkbox', { name: 'A colleague gives me a lead' }));
    await user.click(screen.getByRole('button', { name: 'Save notices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notices not saved: permission denied');
    expect(screen.getByRole('checkbox', { name: 'A colleague gives me a lead' })).toBeChecked();
  });
});
