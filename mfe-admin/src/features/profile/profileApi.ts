// The signed-in user's own password (the name and avatar go through useAuth().updateProfile).
// The auth service needs the current password with a new one, so a stolen session cannot take
// the account over.
import { getSupabase } from '@firm/shared-contracts';

export async function changePassword(currentPassword: string, password: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password, current_password: currentPassword });
  if (error) throw error;
}

export const PROFILE_TEXT = {
  nameRequired: 'Please enter your full name',
  avatarInvalid: 'Avatar URL must start with https:// or be a path on this site',
  passwordShort: 'Password must be at least 10 characters long',
  passwordMismatch: 'The passwords do not match',
  currentRequired: 'Enter your current password',
  saved: 'Profile saved.',
  passwordChanged: 'Password changed.',
} as const;
