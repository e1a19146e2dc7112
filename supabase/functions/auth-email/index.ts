// Deno entry of the auth-email function (Auth's Send Email Hook): what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import handler, { HOOK_SECRET_FORMAT, HOOK_SECRET_SETTING } from './handler.ts';

export default serveFunction('auth-email', handler, {
  requires: [
    {
      name: HOOK_SECRET_SETTING,
      problem: (value) =>
        value.split('|').every((secret) => HOOK_SECRET_FORMAT.test(secret.trim()))
          ? undefined
          : 'must be one or more "v1,whsec_<base64>" secrets, separated by |',
    },
  ],
});
