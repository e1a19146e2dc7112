// Deno entry of the create-zoho-lead function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import handler from './handler.ts';

export default serveFunction('create-zoho-lead', handler);
