// The editor's rules: slug generation (docs/architecture.md#d15), tags, validation with the
// messages staff see, and the draft each save sends to the blog-editor function (which sets the
// owner, the author, the dates and the status itself: docs/security.md "The post editor").
import * as z from 'zod/mini';
import { check, requiredText } from '@firm/shared-contracts/validation';
import type { EditorPost, PostDraft } from './blogEditorApi.ts';
import { imagesWithoutAlt } from './editorSchema.ts';

export const EDITOR_TEXT = {
  newTitle: 'New Blog Post',
  editTitle: 'Edit Post',
  required: 'Please fill in title, content, and author fields',
  altMissing: 'Every image needs a description (alt text): select the image and insert it again with one.',
  notLoggedIn: 'You must be logged in to save posts',
  noPermission: 'You do not have permission to edit this post',
  loadError: 'Error loading post',
  saveError: 'Error saving post. Please try again.',
  authorNote: 'Only super administrators can change the author field',
  slugInvalid: 'Slug must contain lowercase letters, digits and single hyphens only',
  slugTaken: 'That address is already used by another post.',
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
  categoryId: string;
  /** `<bucket>/<object path>` of the featured image, or '' */
  featuredImagePath: string;
}

export function emptyForm(author = ''): PostFormValues {
  return { title: '', slug: '', content: '', excerpt: '', metaDescription: '', author, tags: [], categoryId: '', featuredImagePath: '' };
}

/** Default author of a new post: the user's full name, or their email without a name. */
export function defaultAuthor(fullName: string | null | undefined, email: string | null | undefined): string {
  return fullName?.trim() || email?.trim() || '';
}

export function formFromPost(post: EditorPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? '',
    metaDescription: post.meta_description ?? '',
    author: post.author,
    tags: [...(post.tags ?? [])],
    categoryId: post.category_id ?? '',
    featuredImagePath: post.featured_image_path ?? '',
  };
}

/**
 * Whether the form holds changes not saved: it differs from what was last saved, or from the
 * empty form of a new post. Leaving the editor then asks first (lib/unsavedChanges.ts).
 */
export function hasUnsavedChanges(saved: PostFormValues, current: PostFormValues): boolean {
  return (Object.keys(saved) as Array<keyof PostFormValues>).some((key) => {
    const before = saved[key];
    const now = current[key];
    if (Array.isArray(before) && Array.isArray(now)) return before.length !== now.length || before.some((tag, i) => tag !== now[i]);
    return before !== now;
  });
}

/** Whether the slug should follow the title: until it is edited by hand, never once published. */
export function slugFollowsTitle(options: { editedByHand: boolean; publishedBefore: boolean }): boolean {
  return !options.editedByHand && !options.publishedBefore;
}

export interface FormProblems {
  /** The one-line alert that sums up what is missing. */
  summary: string | null;
  fields: Partial<Record<'title' | 'content' | 'author' | 'slug', string>>;
}

type ProblemField = keyof FormProblems['fields'];

const postSchema = z.object({
  title: requiredText('Title is required'),
  content: requiredText('Content is required'),
  author: requiredText('Author is required'),
  slug: z.string().check(z.regex(SLUG_PATTERN, EDITOR_TEXT.slugInvalid)),
});

/** What stops a post from going to review or live: a blank title, content or author, a bad slug, an image without a description. */
export function validatePost(values: PostFormValues, signedIn: boolean): FormProblems {
  if (!signedIn) return { summary: EDITOR_TEXT.notLoggedIn, fields: {} };
  const slug = values.slug.trim() || generateSlug(values.title);
  const result = check<typeof postSchema, ProblemField>(postSchema, { ...values, slug });
  if (!result.ok) {
    const { title, content, author, slug: slugError } = result.errors;
    // A blank title, content or author is said first and alone: the slug comes from the title.
    if (title || content || author) {
      return { summary: EDITOR_TEXT.required, fields: { ...(title ? { title } : {}), ...(content ? { content } : {}), ...(author ? { author } : {}) } };
    }
    if (slugError) return { summary: slugError, fields: { slug: slugError } };
  }
  if (imagesWithoutAlt(values.content) > 0) return { summary: EDITOR_TEXT.altMissing, fields: { content: EDITOR_TEXT.altMissing } };
  return { summary: null, fields: {} };
}

/** Whether there is anything worth keeping: a new post is first saved once it has a title or content. */
export function worthSaving(values: PostFormValues): boolean {
  return values.title.trim() !== '' || values.content.trim() !== '';
}

function nullable(text: string): string | null {
  const clean = text.trim();
  return clean === '' ? null : clean;
}

/**
 * What a save sends: the slug follows the title when left empty; a draft may still lack a title.
 * The author only from a super admin, the one who may change it (the function names everyone
 * else's posts after their profile).
 */
export function draftOf(values: PostFormValues, options: { withAuthor?: boolean } = {}): PostDraft {
  return {
    ...(options.withAuthor && values.author.trim() ? { author: values.author.trim() } : {}),
    title: values.title.trim(),
    slug: values.slug.trim() || generateSlug(values.title),
    content: values.content,
    excerpt: nullable(values.excerpt),
    meta_description: nullable(values.metaDescription),
    tags: values.tags,
    category_id: values.categoryId || null,
    featured_image_path: nullable(values.featuredImagePath),
  };
}
