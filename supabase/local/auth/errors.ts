// GoTrue's error shapes, which depend on the request's X-Supabase-Api-Version header (supabase-js
// sends 2024-01-01): from that version on `{ code, message }` and the version echoed back in the
// response header; before it (no header, or one that is not a date) `{ code: <status>,
// error_code, msg }` and an x-sb-error-code header. supabase-js reads either.
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = '2024-01-01';

/** GoTrue's closest known API version to the requested one: '2024-01-01', or undefined (the initial one). */
export function apiVersionOf(requested: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(requested ?? '');
  if (!match) return undefined;
  const date = new Date(`${requested}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== requested) return undefined;
  return (requested as string) >= API_VERSION_2024_01_01 ? API_VERSION_2024_01_01 : undefined;
}

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  /** The body and headers GoTrue answers this error with, for the request's API version. */
  toResponse(apiVersion: string | undefined): { body: Record<string, unknown>; headers: Record<string, string> } {
    if (apiVersion) {
      return { body: { code: this.code, message: this.message, ...this.extra }, headers: { [API_VERSION_HEADER]: apiVersion } };
    }
    return {
      body: { code: this.status, error_code: this.code, msg: this.message, ...this.extra },
      headers: { 'x-sb-error-code': this.code },
    };
  }
}

export const errors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  /** GoTrue reads at most 1 MiB of a request body. */
  bodyTooLarge: (limit: number) => new AuthError(413, 'request_entity_too_large', `Request body too large (max ${limit} bytes)`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: (message = 'Invalid login credentials') => new AuthError(400, 'invalid_credentials', message),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  banned: () => new AuthError(400, 'user_banned', 'User is banned'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  /** GoTrue's WeakPasswordError: every failed rule's message, and its reason (length, characters). */
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  /** secure_password_change: a session older than 24 h sets no password without a nonce. */
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  emailLoginsDisabled: () => new AuthError(422, 'email_provider_disabled', 'Email logins are disabled'),
  emailSignupsDisabled: () => new AuthError(400, 'email_provider_disabled', 'Email signups are disabled'),
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  emailRateLimited: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  /** A database hook that answered `{ "error": { "http_code", "message" } }`. */
  hookError: (status: number, message: string) => new AuthError(status, 'unknown', message),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  notFound: (what: string) => new AuthError(404, 'not_found', `${what} is not available on the local auth service`),
  /** /verify: a mailed link or code that is unknown, used or past [auth.email] otp_expiry. */
  otpExpired: (message: string) => new AuthError(403, 'otp_expired', message),
  /** A mail of the same kind went to this user less than GoTrue's SMTP max_frequency ago. */
  emailTooFrequent: (seconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method not allowed'),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Unexpected failure'),
};
