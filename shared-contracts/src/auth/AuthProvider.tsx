// Subscribes the auth store to Supabase auth events and offers sign-in/out to the screens
// (docs/architecture.md#d16). Mounted only where a session matters (the admin portal), so public
// pages never wait for it (docs/architecture.md#d12).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { Profile } from '../entities.ts';
// Through the package's main entry, not a relative path: this module is a separate shared entry,
// and the page must keep the one Supabase client the main entry holds.
import { authStorageKey, currentSupabaseSettings, getSupabase } from '@firm/shared-contracts';
import { authStore, useAuthStore, type AuthState } from './store.ts';

export interface AuthApi {
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  updateProfile(patch: Partial<Pick<Profile, 'full_name' | 'avatar_path'>>): Promise<Profile>;
  reloadProfile(): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

async function loadProfileAndRole(userId: string): Promise<void> {
  const client = await getSupabase();
  authStore.getState().setProfileLoading(true);
  const [profileResult, roleResult] = await Promise.all([
    client.from('profiles').select('*').eq('id', userId).maybeSingle(),
    client.from('user_roles').select('role').eq('user_id', userId).maybeSingle(),
  ]);
  if (profileResult.error) console.error('Failed to load profile:', profileResult.error.message);
  if (roleResult.error) console.error('Failed to load role:', roleResult.error.message);
  // Only apply if the same user is still signed in.
  if (authStore.getState().user?.id !== userId) return;
  authStore
    .getState()
    .setProfile(profileResult.data, roleResult.data?.role ?? null);
}

function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  const store = authStore.getState();
  const previousUserId = store.user?.id ?? null;
  switch (event) {
    case 'SIGNED_OUT': {
      store.clear();
      const settings = currentSupabaseSettings();
      if (settings) window.localStorage.removeItem(authStorageKey(settings.supabaseUrl));
      break;
    }
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'PASSWORD_RECOVERY':
    case 'MFA_CHALLENGE_VERIFIED':
      store.setSession(session);
      if (session?.user && (session.user.id !== previousUserId || store.profile === null)) {
        store.setProfileLoading(true);
        // Supabase warns against awaiting its own calls inside this callback: defer.
        setTimeout(() => {
          loadProfileAndRole(session.user.id).catch((error: unknown) => {
            console.error('Failed to load profile:', error);
            authStore.getState().setProfile(null, null);
          });
        }, 0);
      }
      break;
  }
  if (event === 'INITIAL_SESSION') store.finishInitializing();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    getSupabase()
      .then((client) => {
        if (!active) return;
        const { data } = client.auth.onAuthStateChange(handleAuthEvent);
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('Session check failed:', error);
        authStore.getState().finishInitializing();
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const api = useMemo<AuthApi>(
    () => ({
      async signIn(email, password) {
        const client = await getSupabase();
        const { error } = await client.auth.signInWithPassword({ email, password });
        if (error) {
          console.error('Sign-in failed:', error.message);
          throw error;
        }
      },
      async signOut() {
        const client = await getSupabase();
        const { error } = await client.auth.signOut();
        if (error) {
          // The server could not be told (offline, or it refused): the session still ends on this
          // device, or the next page load would restore it and Sign Out would not have signed out.
          console.error('Sign-out failed:', error.message);
          await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
        }
        authStore.getState().clear();
        if (error) throw error;
      },
      async updateProfile(patch) {
        const user = authStore.getState().user;
        if (!user) throw new Error('No user logged in');
        const client = await getSupabase();
        const { data, error } = await client
          .from('profiles')
          .update({ ...patch, updated_at: new Date().toISOString() })
          .eq('id', user.id)
          .select()
          .single();
        if (error) throw error;
        authStore.getState().setProfile(data, authStore.getState().role);
        return data;
      },
      async reloadProfile() {
        const user = authStore.getState().user;
        if (user) await loadProfileAndRole(user.id);
      },
    }),
    [],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export type UseAuthResult = AuthApi &
  Pick<AuthState, 'initializing' | 'profileLoading' | 'session' | 'user' | 'profile' | 'role'>;

export function useAuth(): UseAuthResult {
  const api = useContext(AuthContext);
  const initializing = useAuthStore((s) => s.initializing);
  const profileLoading = useAuthStore((s) => s.profileLoading);
  const session = useAuthStore((s) => s.session);
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const role = useAuthStore((s) => s.role);
  if (!api) throw new Error('useAuth must be used within an AuthProvider');
  return { ...api, initializing, profileLoading, session, user, profile, role };
}
