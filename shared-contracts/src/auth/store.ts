// The page-wide auth state (one zustand store, shared as a singleton across apps).
import type { Session, User } from '@supabase/supabase-js';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Profile, Role } from '../entities.ts';
import type { Actor } from './permissions.ts';

export interface AuthState {
  /** True until the first session check has ended. */
  initializing: boolean;
  /** True while the signed-in user's profile and role are being read. */
  profileLoading: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  role: Role | null;
  setSession(session: Session | null): void;
  setProfile(profile: Profile | null, role: Role | null): void;
  setProfileLoading(loading: boolean): void;
  finishInitializing(): void;
  clear(): void;
}

export const authStore = createStore<AuthState>()((set) => ({
  initializing: true,
  profileLoading: false,
  session: null,
  user: null,
  profile: null,
  role: null,
  setSession: (session) => set({ session, user: session?.user ?? null }),
  setProfile: (profile, role) => set({ profile, role, profileLoading: false }),
  setProfileLoading: (profileLoading) => set({ profileLoading }),
  finishInitializing: () => set({ initializing: false }),
  clear: () => set({ session: null, user: null, profile: null, role: null, profileLoading: false }),
}));

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function actorOf(state: Pick<AuthState, 'user' | 'profile' | 'role'>): Actor {
  return { userId: state.user?.id ?? null, profile: state.profile, role: state.role };
}
