// Password reset and invitations, through the auth service: asking for a reset link, opening a
// mailed link (token_hash and type in its address, docs/security.md "Mailed links") and choosing
// the password. A link works once, for an hour; the auth service refuses it otherwise.
import { getSupabase } from '@firm/shared-contracts';
import { PASSWORD_TEXT } from './passwordRules.ts';

export type MailLinkType = 'recovery' | 'invite';

export interface MailLink {
  tokenHash: string;
  type: MailLinkType;
}

export const MAIL_LINK_TEXT = {
  resetSent: "If an account exists for that address, we've sent a link to reset the password. It works once, for an hour.",
  emailRequired: 'Email is required.',
  invalidLink: 'This link is not complete. Open the link from the email again, or ask for a new one.',
  recoveryExpired: 'This password reset link has expired or has already been used. Ask for a new one.',
  inviteExpired: 'This invitation link has expired or has already been used. Ask the administrator who invited you to send it again.',
  welcome: 'Your password is set. Welcome to the staff portal.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  tooMany: 'Too many requests. Wait a minute, then try again.',
} as const;

interface AuthFailure {
  code?: string;
  status?: number;
  message: string;
}

/** The token and type of a mailed link's address, or null when the address lacks them. */
export function readMailLink(search: string): MailLink | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash')?.trim();
  const type = params.get('type');
  if (!tokenHash || (type !== 'recovery' && type !== 'invite')) return null;
  return { tokenHash, type };
}

/** Asks for a reset link to /admin/set-password. Whether the address exists is never told. */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${origin}/admin/set-password` });
  // Only a limit reached is worth saying: any other answer reads the same as success.
  if (error && ((error as AuthFailure).status === 429 || (error as AuthFailure).code?.startsWith('over_'))) {
    throw new Error(MAIL_LINK_TEXT.tooMany);
  }
}

/** Opens the link: the user is signed in with it, once. */
export async function verifyMailLink(link: MailLink): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
  if (error) {
    const failure = error as AuthFailure;
    if (failure.code === 'otp_expired' || failure.status === 403 || failure.status === 404) {
      throw new Error(link.type === 'invite' ? MAIL_LINK_TEXT.inviteExpired : MAIL_LINK_TEXT.recoveryExpired);
    }
    throw new Error(failure.message);
  }
}

/** Sets the signed-in user's password; the auth service's own refusal (weak, same as before) is shown as it is. */
export async function choosePassword(password: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (error) {
    const failure = error as AuthFailure;
    throw new Error(failure.code === 'weak_password' && !failure.message ? PASSWORD_TEXT.short : failure.message);
  }
}

/** After a reset, every session of the account ends: the new password is the way back in. */
export async function endSessions(): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (error) await client.auth.signOut({ scope: 'local' });
}

export interface MailLinkApi {
  requestPasswordReset: typeof requestPasswordReset;
  verifyMailLink: typeof verifyMailLink;
  choosePassword: typeof choosePassword;
  endSessions: typeof endSessions;
}

export const mailLinkApi: MailLinkApi = { requestPasswordReset, verifyMailLink, choosePassword, endSessions };
