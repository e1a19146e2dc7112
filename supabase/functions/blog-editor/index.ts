// Deno entry of the blog-editor function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import handler from './handler.ts';

export default serveFunction('blog-editor', handler);
