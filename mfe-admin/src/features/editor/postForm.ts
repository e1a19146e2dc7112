// The editor's rules: slug generation (docs/architecture.md#d15), tags, validation with the
// messages staff see, and the record each save writes, with its published_at rules.
import * as z from 'zod/mini';
import { contentImageSources, type BlogPost, type PostStatus } from '@firm/shared-contracts';
import { fromFirmDateTimeInput, toFirmDateTimeInput } from '@firm/shared-contracts/format';
import { check, requiredText } from '@firm/shared-contracts/validation';
import type { PostWrite } from '../blog/postsApi.ts';

export const EDITOR_TEXT = {
  newTitle: 'New Blog Post',
  editTitle: 'Edit Post',
  required: 'Please fill in title, content, and author fields',
  notLoggedIn: 'You must be logged in to save posts',
  noPermission: 'You do not have permission to edit this post',
  loadError: 'Error loading post',
  saveError: 'Error saving post. Please try again.',
  authorNote: 'Only super administrators can change the author field',
  featuredImage: 'Featured image must be a path on this site (/images/…) or a file of the site’s storage',
  slugInvalid: 'Slug must contain lowercase letters, digits and single hyphens only',
  slugTaken: 'Another post already uses this slug',
} as const;

export const QUICK_TAGS = [
  'Payroll',
  'Bookkeeping',
  'Industry News',
  'Tax Preparation',
  'Financial Planning',
  'Small Business',
  'Compliance',
  'Software Updates',
  'Best Practices',
  'Year-End Planning',
] as const;

/**
 * Slug of a title: lowercase; keep only letters, digits, spaces and hyphens; spaces
 * become hyphens; repeated hyphens collapse. Accented letters lose their accent first, and hyphens
 * at either end are dropped, so the result is always a valid URL segment.
 */
export function generateSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A tag is added unless it is empty or already present (case-insensitive). */
export function addTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim();
  if (!clean || tags.some((t) => t.toLowerCase() === clean.toLowerCase())) return [...tags];
  return [...tags, clean];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

export interface PostFormValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  metaDescription: string;
  author: string;
  tags: string[];
  featuredImage: string;
  categoryId: string;
  /** datetime-local values, on the firm's clock (docs/architecture.md#d32) */
  createdAt: string;
  publishedAt: string;
}

export function emptyForm(author: string): PostFormValues {
  return {
    title: '',
    slug: '',
    content: '',
    excerpt: '',
    metaDescription: '',
    author,
    tags: [],
    featuredImage: '',
    categoryId: '',
    createdAt: '',
    publishedAt: '',
  };
}

export function formFromPost(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    metaDescription: post.meta_description ?? '',
    author: post.author,
    tags: [...(post.tags ?? [])],
    featuredImage: post.featured_image ?? '',
    categoryId: post.category_id ?? '',
    createdAt: toFirmDateTimeInput(post.created_at),
    publishedAt: toFirmDateTimeInput(post.published_at),
  };
}

/**
 * Whether the form holds changes not saved: it differs from what was loaded, or from the empty
 * form of a new post. Leaving the editor then asks first (lib/unsavedChanges.ts).
 */
export function hasUnsavedChanges(saved: PostFormValues, current: PostFormValues): boolean {
  return (Object.keys(saved) as Array<keyof PostFormValues>).some((key) => {
    const before = saved[key];
    const now = current[key];
    if (Array.isArray(before) && Array.isArray(now)) return before.length !== now.length || before.some((tag, i) => tag !== now[i]);
    return before !== now;
  });
}

/** Default author of a new post: the user's full name, or their email without a name. */
export function defaultAuthor(fullName: string | null | undefined, email: string | null | undefined): string {
  return fullName?.trim() || email?.trim() || '';
}

/** Whether the slug should follow the title: until it is edited by hand, never once published. */
export function slugFollowsTitle(options: { editedByHand: boolean; publishedBefore: boolean }): boolean {
  return !options.editedByHand && !options.publishedBefore;
}

/**
 * A featured image is a path on this site or a file of the project's public Storage, as images in
 * a post's content are (contentImageSources): the site's policy loads images from nowhere else, so
 * another host's URL would show nothing, or make readers' browsers fetch that host.
 */
export function isValidImageUrl(value: string, sources: readonly string[] = contentImageSources()): boolean {
  const text = value.trim();
  if (!text) return true;
  if (/^\/(?![/\\])\S*$/.test(text)) return true;
  try {
    const href = new URL(text).href;
    return sources.some((source) => href.startsWith(source));
  } catch {
    return false;
  }
}

export interface FormProblems {
  /** The one-line alert that sums up what is missing. */
  summary: string | null;
  fields: Partial<Record<'title' | 'content' | 'author' | 'slug' | 'featuredImage', string>>;
}

type ProblemField = keyof FormProblems['fields'];

const postSchema = z.object({
  title: requiredText('Title is required'),
  content: requiredText('Content is required'),
  author: requiredText('Author is required'),
  slug: z.string().check(z.regex(SLUG_PATTERN, EDITOR_TEXT.slugInvalid)),
  featuredImage: z.string().check(z.refine<string>((value) => isValidImageUrl(value), EDITOR_TEXT.featuredImage)),
});

/** Only these fields' problems, without empty entries. */
function pick(errors: FormProblems['fields'], keys: readonly ProblemField[]): FormProblems['fields'] {
  return Object.fromEntries(keys.filter((key) => errors[key]).map((key) => [key, errors[key]]));
}

export function validatePost(values: PostFormValues, signedIn: boolean): FormProblems {
  if (!signedIn) return { summary: EDITOR_TEXT.notLoggedIn, fields: {} };
  const slug = values.slug.trim() || generateSlug(values.title);
  const result = check<typeof postSchema, ProblemField>(postSchema, { ...values, slug });
  if (result.ok) return { summary: null, fields: {} };
  // A blank title, content or author is said first and alone: the slug comes from the title.
  const blanks = pick(result.errors, ['title', 'content', 'author']);
  if (Object.keys(blanks).length > 0) return { summary: EDITOR_TEXT.required, fields: blanks };
  const fields = pick(result.errors, ['slug', 'featuredImage']);
  return { summary: fields.slug ?? fields.featuredImage ?? null, fields };
}

function nullable(text: string): string | null {
  const clean = text.trim();
  return clean === '' ? null : clean;
}

/** published_at on create: the entered value, or now when publishing, otherwise empty. */
export function publishedAtOnCreate(status: PostStatus, entered: string | null, now: string): string | null {
  if (entered) return entered;
  return status === 'published' ? now : null;
}

/** published_at on update: publishing keeps the existing value, else the entered one, else now; a draft clears it. */
export function publishedAtOnUpdate(
  status: PostStatus,
  existing: string | null,
  entered: string | null,
  now: string,
): string | null {
  if (status === 'draft') return null;
  return existing ?? entered ?? now;
}

interface BuildOptions {
  status: PostStatus;
  userId: string;
  /** The post being edited, if any. */
  existing: BlogPost | null;
  /** Whether the author may be written (new posts, or super admins). */
  mayChangeAuthor: boolean;
  now?: Date;
}

/** The record a save writes. */
export function buildPostRecord(values: PostFormValues, options: BuildOptions): Partial<PostWrite> {
  const now = (options.now ?? new Date()).toISOString();
  const entered = fromFirmDateTimeInput(values.publishedAt);
  const base = {
    title: values.title.trim(),
    slug: values.slug.trim() || generateSlug(values.title),
    content: values.content,
    excerpt: nullable(values.excerpt),
    meta_description: nullable(values.metaDescription),
    tags: values.tags,
    featured_image: nullable(values.featuredImage),
    category_id: values.categoryId || null,
    status: options.status,
    created_at: fromFirmDateTimeInput(values.createdAt) ?? now,
  };
  if (!options.existing) {
    return {
      ...base,
      author: values.author.trim(),
      user_id: options.userId,
      created_by: options.userId,
      published_at: publishedAtOnCreate(options.status, entered, now),
    };
  }
  const existingPublishedAt = options.existing.published_at;
  return {
    ...base,
    ...(options.mayChangeAuthor ? { author: values.author.trim() } : {}),
    // A different date entered on a published post moves it; else publishedAtOnUpdate decides.
    published_at:
      options.status === 'published' && entered && entered !== existingPublishedAt && values.publishedAt !== toFirmDateTimeInput(existingPublishedAt)
        ? entered
        : publishedAtOnUpdate(options.status, existingPublishedAt, entered, now),
  };
}
