// The portal's rule for a new password, wherever one is chosen (Profile's change of password, a
// password set from an invitation or a reset link): at least config.toml's
// auth.minimum_password_length characters, typed twice alike. The auth service refuses shorter
// ones itself (weak_password); the form says so before asking.

/** config.toml's auth.minimum_password_length. */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_TEXT = {
  short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  mismatch: 'The passwords do not match',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

export interface NewPasswordProblems {
  password?: string;
  confirm?: string;
}

/** The new password's problem, else the confirmation's; empty when both are right. */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: PASSWORD_TEXT.short };
  if (password !== confirm) return { confirm: PASSWORD_TEXT.mismatch };
  return {};
}
