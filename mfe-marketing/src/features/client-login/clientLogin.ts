// Rules of the client login stub, kept apart from the page so tests can call them.
import * as z from 'zod/mini';
import { check, emailAddress } from '@firm/shared-contracts/validation';

export const CLIENT_LOGIN_DELAY_MS = 1000;
export const CLIENT_PORTAL_NOTICE = 'Client portal access coming soon.';

export interface ClientLoginErrors {
  email?: string;
  password?: string;
  form?: string;
}

const clientLoginSchema = z.object({
  email: emailAddress({ required: 'Email is required.', invalid: 'Enter a valid email address.' }),
  password: z.string().check(z.minLength(1, 'Password is required.')),
});

export function validateClientLogin(values: { email: string; password: string }): ClientLoginErrors {
  const result = check<typeof clientLoginSchema, 'email' | 'password'>(clientLoginSchema, values);
  return result.ok ? {} : result.errors;
}

/** Waits the stub's second and answers with the notice; no credentials leave the page. */
export function submitClientLogin(delayMs = CLIENT_LOGIN_DELAY_MS): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(CLIENT_PORTAL_NOTICE), delayMs));
}
