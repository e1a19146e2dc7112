// /functions/v1/blog-editor: every write of a blog post (docs/architecture.md#d52). Signed-in
// callers can no longer insert or update blog_posts through the API; this function checks who may
// do what, sanitizes the HTML with the site's allow-list (the browser's rules, on the server) and
// writes with the service role. POST JSON with the caller's access token:
//   { action: 'save', id?, version?, post }        writer (own draft or returned post) or admin
//   { action: 'submit', id }                         the post's writer, or an admin → in_review
//   { action: 'publish' | 'unpublish', id }          admin → published now / draft
//   { action: 'schedule', id, publish_at }           admin → scheduled (a time in the future)
//   { action: 'return', id, comment }                admin → draft with the comment
// Failures answer { error, field? } with 400/401/403/404/409.
import { json, type FunctionContext } from '../_shared/context.ts';
import { isPlainObject, isStorableText, readJsonBody } from '../_shared/request.ts';
import { sanitizeHtml } from '../_shared/blog/sanitize.ts';
import type { Database } from '../_shared/contracts/supabase/database.types.ts';

type Post = Omit<Database['public']['Tables']['blog_posts']['Row'], 'can_delete_post' | 'can_edit_post'>;
type PostWrite = Database['public']['Tables']['blog_posts']['Update'];

export const BLOG_EDITOR_MESSAGES = {
  signIn: 'Sign in to edit posts.',
  notStaff: 'Only writers and admins can edit posts.',
  notAdmin: 'Only admins can publish, schedule or return posts.',
  notYours: 'You can change only your own posts while they are drafts or returned to you.',
  notFound: 'That post does not exist.',
  badRequest: 'Send { action, ... } as JSON, as the blog editor does.',
  conflict: 'Someone else saved this post since you opened it.',
  slugTaken: 'That address is already used by another post.',
  slugReserved: "That address is one of the blog's own pages (page, category, tag, search, preview, feed): choose another.",
  future: 'Choose a time in the future.',
  commentRequired: 'Write a comment for the writer.',
  notSubmittable: 'Only a draft can be submitted for review.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EDITABLE_BY_WRITER = new Set(['draft', 'in_review']);

interface Staff {
  userId: string;
  admin: boolean;
  superAdmin: boolean;
}

function fail(error: string, status: number, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The signed-in writer or admin (asked of Postgres as that user), or the refusal to answer. */
async function identify(request: Request, context: FunctionContext): Promise<Staff | Response> {
  const caller = await context.caller(request);
  if (caller.kind !== 'user') return fail(BLOG_EDITOR_MESSAGES.signIn, 401);
  const asUser = context.asCaller(request);
  const [active, writer, admin, superAdmin, needsSecondFactor] = await Promise.all([
    asUser.rpc('is_active_user'),
    asUser.rpc('is_writer'),
    asUser.rpc('is_admin'),
    asUser.rpc('is_super_admin'),
    asUser.rpc('staff_needs_second_factor'),
  ]);
  if (active.data !== true || needsSecondFactor.error || needsSecondFactor.data !== false) return fail(BLOG_EDITOR_MESSAGES.notStaff, 403);
  const isAdmin = admin.data === true || superAdmin.data === true;
  if (!isAdmin && writer.data !== true) return fail(BLOG_EDITOR_MESSAGES.notStaff, 403);
  return { userId: caller.userId, admin: isAdmin, superAdmin: superAdmin.data === true };
}

const owns = (staff: Staff, post: Post) => post.user_id === staff.userId || post.created_by === staff.userId;

/** Whether the caller may save this post: its writer while draft or in review, an admin their own or one in review, a super admin any. */
function maySave(staff: Staff, post: Post): boolean {
  if (staff.superAdmin) return true;
  if (staff.admin) return owns(staff, post) || post.status === 'in_review' || post.status === 'scheduled';
  return owns(staff, post) && EDITABLE_BY_WRITER.has(post.status);
}

async function load(context: FunctionContext, id: unknown): Promise<Post | null> {
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const { data, error } = await context.admin.from('blog_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`Could not read the post: ${error.message}`);
  return data;
}

/**
 * Where images in content may come from: the project's public Storage, at the project's address and
 * at the one the site's pages use (SITE_SUPABASE_URL, when a custom domain fronts the project), and
 * the site's own paths, which the rules allow anyway.
 */
function imageSources(context: FunctionContext): string[] {
  const backends = [context.supabaseUrl, context.env.SITE_SUPABASE_URL?.replace(/\/+$/, '')].filter((url): url is string => Boolean(url));
  const sources = [...new Set(backends)].map((url) => `${url}/storage/v1/object/public/`);
  try {
    if (context.env.SITE_URL) sources.push(`${new URL(context.env.SITE_URL).origin}/`);
  } catch {
    // No usable site address: only Storage and site paths.
  }
  return sources;
}

const text = (value: unknown): string | null | undefined => (value === null ? null : typeof value === 'string' ? value : undefined);

/** The post's fields as sent, content sanitized; a field of the wrong type is a 400 naming it. */
function fields(context: FunctionContext, input: Record<string, unknown>): { write: PostWrite; removed: boolean } | { field: string } {
  const write: PostWrite = {};
  let removed = false;
  for (const key of ['title', 'slug', 'excerpt', 'meta_description', 'category_id', 'featured_image_path'] as const) {
    if (!(key in input)) continue;
    const value = text(input[key]);
    if (value === undefined || (value !== null && !isStorableText(value))) return { field: key };
    if (key === 'title' || key === 'slug') write[key] = value ?? '';
    else write[key] = value === '' ? null : value;
  }
  if ('tags' in input) {
    const tags = input.tags;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && isStorableText(tag))) return { field: 'tags' };
    write.tags = tags as string[];
  }
  if ('content' in input) {
    const content = text(input.content);
    if (content === undefined || content === null || !isStorableText(content)) return { field: 'content' };
    const clean = sanitizeHtml(content, { imageSources: imageSources(context) });
    removed = clean.removed;
    write.content = clean.html;
  }
  return { write, removed };
}

/** A database refusal as the editor's message: a taken slug, a check on a field, or the error itself. */
function writeFailure(error: { code?: string; message: string }): Response {
  if (error.code === '23505' && /slug/.test(error.message)) return fail(BLOG_EDITOR_MESSAGES.slugTaken, 409, { field: 'slug' });
  if (error.code === '23514' && /blog_posts_slug_not_reserved/.test(error.message)) return fail(BLOG_EDITOR_MESSAGES.slugReserved, 400, { field: 'slug' });
  if (error.code === '23514' || error.code === '23502' || error.code === '22P02' || error.code === '23503') {
    const field = /blog_posts_(title|slug|content|excerpt|meta_description|tags|featured_image_path|category)/.exec(error.message)?.[1];
    return fail(`The post was not saved: ${error.message}`, 400, field ? { field: field === 'category' ? 'category_id' : field } : {});
  }
  throw new Error(`Could not write the post: ${error.message}`);
}

async function authorName(context: FunctionContext, userId: string): Promise<string> {
  const { data } = await context.admin.from('profiles').select('full_name, email').eq('id', userId).maybeSingle();
  return data?.full_name?.trim() || data?.email || 'Staff';
}

async function save(context: FunctionContext, staff: Staff, input: Record<string, unknown>): Promise<Response> {
  if (!isPlainObject(input.post)) return fail(BLOG_EDITOR_MESSAGES.badRequest, 400);
  const parsed = fields(context, input.post);
  if ('field' in parsed) return fail(BLOG_EDITOR_MESSAGES.badRequest, 400, { field: parsed.field });
  const { write, removed } = parsed;
  write.updated_by = staff.userId;
  if (staff.superAdmin && typeof input.post.author === 'string' && input.post.author.trim()) write.author = input.post.author.trim();

  if (input.id === undefined || input.id === null) {
    const insert = {
      ...write,
      title: write.title ?? '',
      slug: write.slug ?? '',
      content: write.content ?? '',
      author: write.author ?? (await authorName(context, staff.userId)),
      status: 'draft',
      user_id: staff.userId,
      created_by: staff.userId,
    };
    const { data, error } = await context.admin.from('blog_posts').insert(insert).select('*').single();
    if (error) return writeFailure(error);
    return json({ post: data, removed });
  }

  const post = await load(context, input.id);
  if (!post) return fail(BLOG_EDITOR_MESSAGES.notFound, 404);
  if (!maySave(staff, post)) return fail(BLOG_EDITOR_MESSAGES.notYours, 403);
  const version = input.version;
  if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version))) return fail(BLOG_EDITOR_MESSAGES.badRequest, 400, { field: 'version' });
  // A writer saving a post in review takes it back to draft.
  if (post.status === 'in_review' && !staff.admin) write.status = 'draft';
  let query = context.admin.from('blog_posts').update(write).eq('id', post.id);
  // The version is compared in the update itself, so two saves cannot both pass the check.
  if (typeof version === 'number') query = query.eq('version', version);
  const { data, error } = await query.select('*').maybeSingle();
  if (error) return writeFailure(error);
  if (!data) return conflict(context, post.id);
  return json({ post: data, removed });
}

async function conflict(context: FunctionContext, id: string): Promise<Response> {
  const current = await load(context, id);
  if (!current) return fail(BLOG_EDITOR_MESSAGES.notFound, 404);
  const name = current.updated_by ? await authorName(context, current.updated_by) : current.author;
  return fail(BLOG_EDITOR_MESSAGES.conflict, 409, { conflict: { updated_by: name, updated_at: current.updated_at } });
}

async function change(context: FunctionContext, staff: Staff, input: Record<string, unknown>): Promise<Response> {
  const post = await load(context, input.id);
  if (!post) return fail(BLOG_EDITOR_MESSAGES.notFound, 404);
  let write: PostWrite;
  switch (input.action) {
    case 'submit':
      if (!(staff.admin || (owns(staff, post) && post.status === 'draft'))) return fail(BLOG_EDITOR_MESSAGES.notYours, 403);
      if (post.status !== 'draft' && post.status !== 'in_review') return fail(BLOG_EDITOR_MESSAGES.notSubmittable, 400);
      write = { status: 'in_review' };
      break;
    case 'publish':
      if (!staff.admin) return fail(BLOG_EDITOR_MESSAGES.notAdmin, 403);
      write = { status: 'published', published_at: new Date().toISOString(), publish_at: null, review_comment: null };
      break;
    case 'schedule': {
      if (!staff.admin) return fail(BLOG_EDITOR_MESSAGES.notAdmin, 403);
      const at = typeof input.publish_at === 'string' ? Date.parse(input.publish_at) : NaN;
      if (Number.isNaN(at)) return fail(BLOG_EDITOR_MESSAGES.badRequest, 400, { field: 'publish_at' });
      if (at <= Date.now()) return fail(BLOG_EDITOR_MESSAGES.future, 400, { field: 'publish_at' });
      write = { status: 'scheduled', publish_at: new Date(at).toISOString(), published_at: null, review_comment: null };
      break;
    }
    case 'return': {
      if (!staff.admin) return fail(BLOG_EDITOR_MESSAGES.notAdmin, 403);
      const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
      if (!comment || !isStorableText(comment)) return fail(BLOG_EDITOR_MESSAGES.commentRequired, 400, { field: 'comment' });
      write = { status: 'draft', review_comment: comment, publish_at: null, published_at: null };
      break;
    }
    case 'unpublish':
      if (!staff.admin) return fail(BLOG_EDITOR_MESSAGES.notAdmin, 403);
      write = { status: 'draft', published_at: null, publish_at: null };
      break;
    default:
      return fail(BLOG_EDITOR_MESSAGES.badRequest, 400);
  }
  const { data, error } = await context.admin.from('blog_posts').update({ ...write, updated_by: staff.userId }).eq('id', post.id).select('*').single();
  if (error) return writeFailure(error);
  return json({ post: data });
}

export default async function blogEditor(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  const staff = await identify(request, context);
  if (staff instanceof Response) return staff;
  // A post's body is at most 500,000 characters, up to 4 bytes each in UTF-8, with the other fields.
  const body = await readJsonBody(request, 2_100_000);
  if (!body.ok || !isPlainObject(body.value)) return fail(BLOG_EDITOR_MESSAGES.badRequest, 400);
  if (body.value.action === 'save') return save(context, staff, body.value);
  return change(context, staff, body.value);
}
