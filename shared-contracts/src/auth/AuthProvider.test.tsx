// Sign Out always signs out on this device, even when the server cannot be told.
import { act, render } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, type UseAuthResult } from './AuthProvider.tsx';
import { authStore } from './store.ts';

const signOut = vi.fn();
const client = {
  auth: {
    signOut,
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }),
  },
};

vi.mock('@firm/shared-contracts', () => ({
  getSupabase: async () => client,
  currentSupabaseSettings: () => null,
  authStorageKey: () => 'test-auth-token',
}));

function renderAuth(): () => UseAuthResult {
  let api: UseAuthResult | null = null;
  function Probe() {
    api = useAuth();
    return null;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return () => api!;
}

describe('signOut', () => {
  beforeEach(() => {
    signOut.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    authStore.setState({ user: { id: 'u1' } as User });
  });

  it('ends the session on this device when the server refuses, and still reports the failure', async () => {
    const refused = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError' });
    signOut.mockResolvedValueOnce({ error: refused }).mockResolvedValueOnce({ error: null });
    const auth = renderAuth();
    await act(async () => {
      await expect(auth().signOut()).rejects.toThrow('Failed to fetch');
    });
    expect(signOut.mock.calls).toEqual([[], [{ scope: 'local' }]]);
    expect(authStore.getState().user).toBeNull();
  });

  it('asks the server only once when it answers', async () => {
    signOut.mockResolvedValueOnce({ error: null });
    const auth = renderAuth();
    await act(async () => {
      await auth().signOut();
    });
    expect(signOut.mock.calls).toEqual([[]]);
    expect(authStore.getState().user).toBeNull();
  });
});
