// What the sign-in screen says when a sign-in fails.
import * as z from 'zod/mini';
import { check, requiredText } from '@firm/shared-contracts/validation';

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid credentials. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  suspended: 'This account is suspended. Please contact an administrator.',
} as const;

/** The provider's own message when it gave one, otherwise fixed fallbacks. */
export function signInErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && (error as { code?: unknown }).code === 'user_banned') {
    // A suspended account is banned in the auth service (docs/architecture.md#d8): say so
    // in plain words.
    return SIGN_IN_MESSAGES.suspended;
  }
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    const isProviderError = (error as { name?: unknown }).name?.toString().startsWith('Auth') ?? false;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (isProviderError) return SIGN_IN_MESSAGES.invalid;
    return SIGN_IN_MESSAGES.invalid;
  }
  return SIGN_IN_MESSAGES.unexpected;
}

const signInSchema = z.object({
  email: requiredText(SIGN_IN_MESSAGES.emailRequired),
  // A password is taken as typed: spaces may be part of it.
  password: z.string().check(z.minLength(1, SIGN_IN_MESSAGES.passwordRequired)),
});

export function validateSignIn(email: string, password: string): { email?: string; password?: string } {
  const result = check<typeof signInSchema, 'email' | 'password'>(signInSchema, { email, password });
  return result.ok ? {} : result.errors;
}
