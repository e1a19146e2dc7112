// The signed-in user's own password (the name and avatar go through useAuth().updateProfile).
import { getSupabase } from '@firm/shared-contracts';

export async function changePassword(password: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export const PROFILE_TEXT = {
  nameRequired: 'Please enter your full name',
  avatarInvalid: 'Avatar URL must start with https:// or be a path on this site',
  passwordShort: 'Password must be at least 10 characters long',
  passwordMismatch: 'The passwords do not match',
  saved: 'Profile saved.',
  passwordChanged: 'Password changed.',
} as const;
