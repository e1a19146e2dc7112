// The emailed links that act on a consultation without an account: /book/manage?token=… moves or
// cancels a booking (docs/architecture.md#d40) and lapses when the call starts; /book/confirm?token=…
// turns a hold into a booking (#d47) and lapses with the hold. A token is <booking id>.<expiry>.
// <signature>, the signature an HMAC-SHA256 of its purpose, the booking id and the expiry with the
// function secret BOOKING_LINK_SECRET: changing a letter of it, or its expiry, makes the signature
// fail, and a token signed for one purpose is no token for the other. Web Crypto's verify compares
// signatures in constant time.
import type { Env } from '../context.ts';
import type { RequiredSetting } from '../entry.ts';

const LINK_SECRET_SETTING = 'BOOKING_LINK_SECRET';
/** Shorter secrets are refused: a guessable key would let anyone sign links. */
const LINK_SECRET_MIN_LENGTH = 32;

/** What a token lets its holder do: manage a booking, or confirm a hold. */
export type LinkPurpose = 'manage' | 'confirm';

/** A lapsed token still names its booking: its signature held (the confirm page says what became of the time). */
type TokenCheck = { ok: true; bookingId: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; bookingId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The secret as the booking functions require it at start-up: set, and long enough to trust. A
 * function without a usable one answers 500 naming it before it stores or reads any booking.
 */
export const LINK_SECRET_REQUIREMENT: RequiredSetting = {
  name: LINK_SECRET_SETTING,
  problem: (value) => (value.trim().length < LINK_SECRET_MIN_LENGTH ? `is shorter than ${LINK_SECRET_MIN_LENGTH} characters` : undefined),
};

/** Why the configured secret cannot be used (missing or too short), or undefined when it can. */
export function linkSecretProblem(env: Env): string | undefined {
  const secret = env[LINK_SECRET_SETTING]?.trim();
  if (!secret) return `${LINK_SECRET_SETTING} is not set`;
  const problem = LINK_SECRET_REQUIREMENT.problem(secret);
  return problem ? `${LINK_SECRET_SETTING} ${problem}` : undefined;
}

/** The secret. The booking functions are not started without a usable one (LINK_SECRET_REQUIREMENT). */
export function linkSecret(env: Env): string {
  return env[LINK_SECRET_SETTING]?.trim() ?? '';
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const PURPOSE_PREFIX: Record<LinkPurpose, string> = { manage: 'booking-link:v1', confirm: 'booking-confirm:v1' };

const signed = (purpose: LinkPurpose, bookingId: string, expires: number) => new TextEncoder().encode(`${PURPOSE_PREFIX[purpose]}:${bookingId}.${expires}`);

/** A token for the booking, valid until `expiresAt` (a manage link: the call's start; a confirm link: the hold's end). */
export async function signBookingToken(secret: string, bookingId: string, expiresAt: Date, purpose: LinkPurpose = 'manage'): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signed(purpose, bookingId, expires));
  return `${bookingId}.${expires}.${base64url(signature)}`;
}

/** Which booking a token names, if its signature holds for `purpose` and it has not lapsed at `now`. */
export async function readBookingToken(secret: string, token: string, now: Date, purpose: LinkPurpose = 'manage'): Promise<TokenCheck> {
  const [bookingId = '', expiresText = '', signatureText = '', ...rest] = token.trim().split('.');
  const expires = Number(expiresText);
  const signature = fromBase64url(signatureText);
  if (rest.length > 0 || !UUID.test(bookingId) || !/^\d{1,12}$/.test(expiresText) || !signature) return { ok: false, reason: 'invalid' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, signed(purpose, bookingId, expires));
  if (!valid) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired', bookingId };
  return { ok: true, bookingId };
}

/** The page a token opens, on the configured site: /book/manage, or /book/confirm for a confirm link. */
export function manageUrl(siteUrl: string, token: string, purpose: LinkPurpose = 'manage'): string {
  return `${siteUrl.replace(/\/+$/, '')}/book/${purpose}?token=${encodeURIComponent(token)}`;
}
