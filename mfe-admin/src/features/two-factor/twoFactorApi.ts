// Two-factor sign-in with an authenticator app (TOTP), through the auth service's own factor API
// (supabase-js auth.mfa): enrol, verify a code, remove, and what the session's assurance level is.
// Whether the firm requires it of this user is the database's answer
// (public.staff_needs_second_factor(): the setting is on, the user is an admin or super admin and
// the token is not aal2), the same rule row-level security applies to admin data.
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

export const TWO_FACTOR_TEXT = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is 6 digits.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  expired: 'The code took too long to arrive. Enter the code your app shows now.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  turnedOn: 'Two-factor sign-in is now on. You will be asked for a code each time you sign in.',
  turnedOff: 'Two-factor sign-in is off.',
  qrAlt: 'QR code to add this account to your authenticator app',
} as const;

export interface TotpFactor {
  id: string;
  friendlyName: string | null;
}

export interface Enrolment {
  factorId: string;
  /** An image (data URI) of the otpauth address, for the app to scan. */
  qrCode: string;
  /** The secret, for typing into the app by hand. */
  secret: string;
}

export interface Assurance {
  current: string | null;
  next: string | null;
}

interface AuthFailure {
  code?: string;
  message: string;
}

/** Null when the code can be sent, else what is wrong with it. */
export function codeProblem(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  if (digits === '') return TWO_FACTOR_TEXT.codeRequired;
  if (!/^\d{6}$/.test(digits)) return TWO_FACTOR_TEXT.codeFormat;
  return null;
}

/** The auth service's refusal in the screen's words: a wrong or stale code says so. */
export function twoFactorError(error: AuthFailure | unknown): Error {
  const failure = error as Partial<AuthFailure> | null;
  if (failure?.code === 'mfa_verification_failed' || failure?.code === 'mfa_verification_rejected') return new Error(TWO_FACTOR_TEXT.wrongCode);
  if (failure?.code === 'mfa_challenge_expired') return new Error(TWO_FACTOR_TEXT.expired);
  if (error instanceof Error) return error;
  return new Error(typeof failure?.message === 'string' && failure.message !== '' ? failure.message : 'Two-factor sign-in failed.');
}

async function mfa() {
  return (await getSupabase()).auth.mfa;
}

/** The user's verified authenticator-app factors. */
export async function listVerifiedFactors(): Promise<TotpFactor[]> {
  const { data, error } = await (await mfa()).listFactors();
  if (error) throw twoFactorError(error);
  return data.totp.filter((factor) => factor.status === 'verified').map((factor) => ({ id: factor.id, friendlyName: factor.friendly_name ?? null }));
}

export async function assurance(): Promise<Assurance> {
  const { data, error } = await (await mfa()).getAuthenticatorAssuranceLevel();
  if (error) throw twoFactorError(error);
  return { current: data.currentLevel, next: data.nextLevel };
}

/** Checks a code against the factor; the session becomes aal2. */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { error } = await (await mfa()).challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  if (error) throw twoFactorError(error);
}

/** A new factor to verify; an earlier one never verified (an enrolment left halfway) goes first. */
export async function startEnrolment(): Promise<Enrolment> {
  const api = await mfa();
  const listed = await api.listFactors();
  if (listed.error) throw twoFactorError(listed.error);
  for (const factor of listed.data.all) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      const removed = await api.unenroll({ factorId: factor.id });
      if (removed.error) throw twoFactorError(removed.error);
    }
  }
  const { data, error } = await api.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) throw twoFactorError(error);
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Removes the factor after a fresh code (the auth service removes a verified factor only at aal2). */
export async function removeFactor(factorId: string, code: string): Promise<void> {
  await verifyCode(factorId, code);
  const { error } = await (await mfa()).unenroll({ factorId });
  if (error) throw twoFactorError(error);
}

/** The database's answer: the firm requires a second factor of this user and the token has none. */
export async function needsSecondFactor(): Promise<boolean> {
  const { data, error } = await (await getSupabase()).rpc('staff_needs_second_factor');
  if (error) throw dataError(error);
  return data === true;
}

export interface TwoFactorApi {
  listVerifiedFactors: typeof listVerifiedFactors;
  assurance: typeof assurance;
  verifyCode: typeof verifyCode;
  startEnrolment: typeof startEnrolment;
  removeFactor: typeof removeFactor;
  needsSecondFactor: typeof needsSecondFactor;
}

export const twoFactorApi: TwoFactorApi = { listVerifiedFactors, assurance, verifyCode, startEnrolment, removeFactor, needsSecondFactor };

/**
 * The verified factor to ask a code of now (the session is at aal1 and could be aal2), or null when
 * the session owes none. Asked right after a password sign-in, and after a mailed reset link: the
 * auth service changes the password of an account with a factor only from an aal2 session
 * (401 insufficient_aal), so the link alone never replaces the second factor.
 */
export async function factorOwed(api: Pick<TwoFactorApi, 'assurance' | 'listVerifiedFactors'>): Promise<string | null> {
  try {
    const level = await api.assurance();
    if (level.current === 'aal2' || level.next !== 'aal2') return null;
    return (await api.listVerifiedFactors())[0]?.id ?? null;
  } catch {
    // The portal's own check (SecondFactorGate), or the auth service's refusal, asks again.
    return null;
  }
}

export type SecondFactorStep = 'enter' | 'code' | 'enrol';

/**
 * What the portal asks of a signed-in staff member before anything else: the code when a verified
 * factor is there and the session is not aal2 yet, enrolment when the firm requires a second factor
 * and none is set up, otherwise nothing.
 */
export function secondFactorStep(state: { assurance: Assurance; verifiedFactors: number; required: boolean }): SecondFactorStep {
  if (state.assurance.current === 'aal2') return 'enter';
  if (state.verifiedFactors > 0 && state.assurance.next === 'aal2') return 'code';
  if (!state.required) return 'enter';
  return state.verifiedFactors > 0 ? 'code' : 'enrol';
}
