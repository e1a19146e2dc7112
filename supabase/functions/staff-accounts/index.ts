// Deno entry of the staff-accounts function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import handler from './handler.ts';

export default serveFunction('staff-accounts', handler, { requires: ['SITE_URL'] });
