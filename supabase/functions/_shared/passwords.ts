// The staff password rules the functions apply before asking the auth service to set a password:
// at least config.toml's auth.minimum_password_length characters (the same number; a deploy test
// checks they agree), at most the 72 bytes bcrypt reads, and none of the common or leaked
// passwords zxcvbn-ts ships (compared case-insensitively).
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 72;

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
