import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './AdminLoginPage.tsx';
import { signInErrorMessage, validateSignIn } from './signInMessages.ts';

describe('admin sign-in rules', () => {
  it("shows the provider's message, else the spec's fallbacks", () => {
    expect(signInErrorMessage({ name: 'AuthApiError', message: 'Invalid login credentials' })).toBe(
      'Invalid login credentials',
    );
    expect(signInErrorMessage({ name: 'AuthApiError', message: '' })).toBe('Invalid credentials. Please try again.');
    expect(signInErrorMessage('boom')).toBe('An unexpected error occurred. Please try again.');
  });
  it('requires email and password', () => {
    expect(validateSignIn('', '')).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(validateSignIn('a@b.co', 'pw')).toEqual({});
  });
  it('returns to the admin page the guard turned the user away from', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/admin/users', search: '?page=2' } })).toBe('/admin/users?page=2');
    expect(destinationAfterSignIn({ from: { pathname: '/contact' } })).toBe('/admin');
    expect(destinationAfterSignIn(null)).toBe('/admin');
  });
});
