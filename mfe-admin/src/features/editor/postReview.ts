// The review workflow's words and rules in the portal (docs/security.md "The post editor"): a post is a
// Draft, Returned (a draft with an admin's comment), In review, Scheduled for a time, or
// Published. Who may do what is decided by the blog-editor function and row-level security; these
// rules only choose which buttons a screen offers.
import { formatDate } from '@firm/shared-contracts/format';

/** The columns of blog_posts the review workflow reads. */
export interface ReviewState {
  status: string;
  publish_at?: string | null;
  review_comment?: string | null;
}

export type StatusTone = 'neutral' | 'warning' | 'info' | 'success';

export interface StatusLabel {
  text: string;
  tone: StatusTone;
}

/** What the post list and the editor call a post's state. */
export function statusLabel(post: ReviewState): StatusLabel {
  switch (post.status) {
    case 'published':
      return { text: 'Published', tone: 'success' };
    case 'scheduled':
      return { text: `Scheduled for ${formatDate(post.publish_at ?? null, 'dateTime')}`, tone: 'info' };
    case 'in_review':
      return { text: 'In review', tone: 'warning' };
    default:
      return post.review_comment?.trim() ? { text: 'Returned', tone: 'warning' } : { text: 'Draft', tone: 'neutral' };
  }
}

export type ReviewAction = 'submit' | 'publish' | 'schedule' | 'return' | 'unpublish';

/** The review buttons a screen offers: writers submit their drafts; admins publish, schedule, return and unpublish. */
export function reviewActions(post: ReviewState | null, admin: boolean): ReviewAction[] {
  const status = post?.status ?? 'draft';
  if (!admin) return status === 'draft' ? ['submit'] : [];
  switch (status) {
    case 'published':
      return ['unpublish'];
    case 'scheduled':
      return ['publish', 'schedule', 'unpublish'];
    case 'in_review':
      return ['publish', 'schedule', 'return'];
    default:
      return ['publish', 'schedule'];
  }
}

/** A writer's own post can be edited while it is a draft or returned; in review, saving takes it back to draft. */
export function writerMayEdit(post: ReviewState): boolean {
  return post.status === 'draft' || post.status === 'in_review';
}
