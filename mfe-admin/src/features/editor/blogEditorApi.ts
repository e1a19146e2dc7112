// The editor's calls to the blog-editor function (docs/security.md "The post editor"): every save and every
// change of a post's review state goes through it, with the caller's token; the function sanitizes
// the HTML again, checks the version and decides who may do what. Reading a post stays a REST
// select under row-level security.
import type { BlogPost } from '@firm/shared-contracts';
import { callEndpoint, EndpointError, functionUrl } from '../../lib/endpoints.ts';
import { getPost, listCategories } from '../blog/postsApi.ts';

/** A blog_posts row, with the review workflow's columns (status, publish_at, review_comment, version, featured_image_path). */
export type EditorPost = BlogPost;

/** What a save sends: the post's fields as the writer sees them. */
export interface PostDraft {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  meta_description: string | null;
  tags: string[];
  category_id: string | null;
  featured_image_path: string | null;
  /** Taken from super admins only (the function sets everyone else's posts' author itself). */
  author?: string;
}

export interface SaveResult {
  post: EditorPost;
  /** The server's sanitizer removed something from the content. */
  removed: boolean;
}

export interface Conflict {
  updatedBy: string;
  updatedAt: string;
}

/** A refusal of the function: its message, the field it names, and who saved first on a conflict. */
export class EditorRefusal extends Error {
  readonly status: number;
  readonly field: string | null;
  readonly conflict: Conflict | null;
  constructor(message: string, status: number, field: string | null, conflict: Conflict | null) {
    super(message);
    this.name = 'EditorRefusal';
    this.status = status;
    this.field = field;
    this.conflict = conflict;
  }
}

function refusalOf(error: unknown): unknown {
  if (!(error instanceof EndpointError)) return error;
  const body = (error.body ?? {}) as { field?: unknown; conflict?: { updated_by?: unknown; updated_at?: unknown } };
  const conflict =
    error.status === 409 && body.conflict
      ? { updatedBy: String(body.conflict.updated_by ?? 'someone else'), updatedAt: String(body.conflict.updated_at ?? '') }
      : null;
  return new EditorRefusal(error.message, error.status, typeof body.field === 'string' ? body.field : null, conflict);
}

async function call<T>(body: Record<string, unknown>): Promise<T> {
  try {
    return await callEndpoint<T>(functionUrl('blog-editor'), { label: 'the blog editor', method: 'POST', body, withApiKey: true });
  } catch (error) {
    throw refusalOf(error);
  }
}

export async function savePost(request: { id?: string; version?: number; post: PostDraft }): Promise<SaveResult> {
  return call<SaveResult>({ action: 'save', ...request });
}

export type ReviewRequest =
  | { action: 'submit' | 'publish' | 'unpublish'; id: string }
  | { action: 'schedule'; id: string; publish_at: string }
  | { action: 'return'; id: string; comment: string };

export async function reviewPost(request: ReviewRequest): Promise<EditorPost> {
  return (await call<{ post: EditorPost }>(request)).post;
}

export interface EditorApi {
  getPost(id: string): Promise<EditorPost | null>;
  savePost: typeof savePost;
  reviewPost: typeof reviewPost;
  listCategories: typeof listCategories;
}

export const editorApi: EditorApi = {
  getPost: async (id) => (await getPost(id)) as EditorPost | null,
  savePost,
  reviewPost,
  listCategories,
};
