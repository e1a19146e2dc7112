// Pure rules of the post list: search, status filter, counters, grouping and the actions each
// row offers, by the permission rules of shared-contracts/src/auth/permissions.ts.
import { type BlogPost } from '@firm/shared-contracts';
import { canDeletePost, canEditPost, isAdmin, isSuperAdmin, type Actor } from '@firm/shared-contracts/auth';

export type StatusFilter = 'all' | 'draft' | 'in_review' | 'scheduled' | 'published';

/** The status filter's choices, in the order a post moves through them. */
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'draft', label: 'Draft or returned' },
  { value: 'in_review', label: 'In review' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

export const LIST_TEXT = {
  allTitle: 'All Blog Posts',
  myTitle: 'My Blog Posts',
  emptyAll: 'No blog posts found',
  emptyMine: "You haven't created any blog posts yet",
  createFirst: 'Create Your First Post',
  noMatch: 'No posts match your search.',
  errorTitle: 'Error Loading Posts',
  deleteConfirm: 'Are you sure you want to delete this post? This action cannot be undone.',
} as const;

/** Only a super admin's list holds every post; everyone else's holds their own (docs/architecture.md#d35). */
export function listTitle(actor: Actor): string {
  return isSuperAdmin(actor) ? LIST_TEXT.allTitle : LIST_TEXT.myTitle;
}

/** The delete dialog's title names the post, so nobody deletes the wrong one. */
export function deleteTitle(post: Pick<BlogPost, 'title'>): string {
  return `Delete “${post.title.trim() || 'Untitled post'}”?`;
}

export function filterPosts(posts: readonly BlogPost[], search: string, status: StatusFilter): BlogPost[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (status !== 'all' && post.status !== status) return false;
    if (!needle) return true;
    return [post.title, post.author, post.excerpt ?? '', post.slug, ...(post.tags ?? [])].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

export function countPosts(posts: readonly BlogPost[]): { total: number; published: number; drafts: number } {
  const published = posts.filter((p) => p.status === 'published').length;
  return { total: posts.length, published, drafts: posts.length - published };
}

/** Posts grouped by author name, groups in alphabetical order, posts keeping their order. */
export function groupByAuthor(posts: readonly BlogPost[]): Array<{ author: string; posts: BlogPost[] }> {
  const groups = new Map<string, BlogPost[]>();
  for (const post of posts) {
    const author = post.author?.trim() || 'Unknown author';
    const list = groups.get(author) ?? [];
    list.push(post);
    groups.set(author, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([author, list]) => ({ author, posts: list }));
}

export interface RowActions {
  view: boolean;
  edit: boolean;
  toggleStatus: boolean;
  delete: boolean;
}

/**
 * A writer edits their own posts and sends them to review from the editor; an admin also opens the
 * posts waiting for review, and publishes or unpublishes from the list (the blog-editor function
 * refuses anyone else).
 */
export function rowActions(actor: Actor, post: BlogPost): RowActions {
  const admin = isAdmin(actor);
  const edit = canEditPost(actor, post) || (admin && post.status !== 'draft');
  return {
    view: post.status === 'published',
    edit,
    toggleStatus: admin && edit,
    delete: canDeletePost(actor, post),
  };
}
