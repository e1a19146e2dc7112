// Rules of the client login stub, kept apart from the page so tests can call them.

export const CLIENT_LOGIN_DELAY_MS = 1000;
export const CLIENT_PORTAL_NOTICE = 'Client portal access coming soon.';

export interface ClientLoginErrors {
  email?: string;
  password?: string;
  form?: string;
}

export function validateClientLogin({ email, password }: { email: string; password: string }): ClientLoginErrors {
  const errors: ClientLoginErrors = {};
  if (email.trim() === '') errors.email = 'Email is required.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Enter a valid email address.';
  if (password === '') errors.password = 'Password is required.';
  return errors;
}

/** Waits the stub's second and answers with the notice; no credentials leave the page. */
export function submitClientLogin(delayMs = CLIENT_LOGIN_DELAY_MS): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(CLIENT_PORTAL_NOTICE), delayMs));
}
