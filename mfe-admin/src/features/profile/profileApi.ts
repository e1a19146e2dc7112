// The signed-in user's own password (the name goes through useAuth().updateProfile, the photo through avatarApi.ts).
// The current password is checked by signing in with it again: Auth itself asks for no current
// password, and the new session is fresh, so the project's secure_password_change (a session older
// than 24 hours needs reauthentication) never stops someone who knows their password.
import { getSupabase } from '@firm/shared-contracts';

/** The part of the supabase-js client this uses. */
export interface PasswordClient {
  auth: {
    getSession(): Promise<{ data: { session: { user: { email?: string } } | null } }>;
    signInWithPassword(credentials: { email: string; password: string }): Promise<{ error: AuthFailure | null }>;
    updateUser(attributes: { password: string }): Promise<{ error: AuthFailure | null }>;
  };
}

interface AuthFailure {
  code?: string;
  message: string;
}

export const PROFILE_TEXT = {
  nameRequired: 'Please enter your full name',
  currentRequired: 'Enter your current password',
  currentIncorrect: 'Current password is incorrect',
  reauthenticate: 'Sign out and sign in again, then change your password.',
  signedOut: 'Your session has ended: sign in again.',
  saved: 'Profile saved.',
  passwordChanged: 'Password changed.',
} as const;

/** Auth's answer in the screen's words; weak_password and same_password keep Auth's own text. */
function failure(error: AuthFailure): Error {
  // Auth's usual answer to a wrong password; the password verification hook's refusal has the
  // same code and its own message, which is shown as it is.
  if (error.code === 'invalid_credentials' && error.message === 'Invalid login credentials') {
    return new Error(PROFILE_TEXT.currentIncorrect);
  }
  if (error.code === 'reauthentication_needed') return new Error(PROFILE_TEXT.reauthenticate);
  return new Error(error.message);
}

export async function changePassword(currentPassword: string, password: string, client?: PasswordClient): Promise<void> {
  const auth = (client ?? ((await getSupabase()) as unknown as PasswordClient)).auth;
  const email = (await auth.getSession()).data.session?.user.email;
  if (!email) throw new Error(PROFILE_TEXT.signedOut);
  const checked = await auth.signInWithPassword({ email, password: currentPassword });
  if (checked.error) throw failure(checked.error);
  const { error } = await auth.updateUser({ password });
  if (error) throw failure(error);
}
