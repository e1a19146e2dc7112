// '@firm/shared-contracts/auth': the auth store, AuthProvider / useAuth and the permission rules.
// Shared as its own singleton (one auth store in the page, whichever remote asks for it; the
// first app that uses it provides it), apart from the main entry so public pages do not download it.
export * from './permissions.ts';
export { authStore, useAuthStore, actorOf, type AuthState } from './store.ts';
export { AuthProvider, useAuth, type AuthApi, type UseAuthResult } from './AuthProvider.tsx';
