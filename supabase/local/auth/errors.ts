// GoTrue's error shapes: supabase-js turns `code` (API version 2024-01-01) or `error_code` into
// AuthApiError.code and `msg` / `message` into its message, so both spellings are sent.
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

  toBody(): Record<string, unknown> {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const errors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
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
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  /** GoTrue's answer when a password is on a list of common or leaked ones (reason 'pwned'). */
  pwnedPassword: () =>
    new AuthError(
      422,
      'weak_password',
      'Password is too common or has appeared in a data breach. Choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    ),
  /** GoTrue's answers when updating the password requires the current one. */
  currentPasswordRequired: () =>
    new AuthError(400, 'current_password_required', 'Current password required when setting a new password or email.'),
  currentPasswordMismatch: () => new AuthError(400, 'current_password_mismatch', 'Current password is incorrect'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  notFound: (what: string) => new AuthError(404, 'not_found', `${what} is not available on the local auth service`),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method not allowed'),
};
