// A post's state in words, and the review buttons each person is offered.
import { describe, expect, it } from 'vitest';
import { reviewActions, statusLabel } from './postReview.ts';

describe('statusLabel', () => {
  it('names every state; a scheduled post shows its time on the firm’s clock', () => {
    expect(statusLabel({ status: 'draft' }).text).toBe('Draft');
    expect(statusLabel({ status: 'draft', review_comment: 'Add a source.' }).text).toBe('Returned');
    expect(statusLabel({ status: 'in_review' }).text).toBe('In review');
    expect(statusLabel({ status: 'published' }).text).toBe('Published');
    expect(statusLabel({ status: 'scheduled', publish_at: '2026-12-01T17:30:00Z' }).text).toBe('Scheduled for Dec 1, 2026, 9:30 AM PST');
  });
});

describe('reviewActions', () => {
  it('lets a writer submit a draft and nothing else', () => {
    expect(reviewActions(null, false)).toEqual(['submit']);
    expect(reviewActions({ status: 'draft' }, false)).toEqual(['submit']);
    expect(reviewActions({ status: 'in_review' }, false)).toEqual([]);
    expect(reviewActions({ status: 'published' }, false)).toEqual([]);
  });

  it('lets an admin publish, schedule and return a post in review, and unpublish a live one', () => {
    expect(reviewActions({ status: 'in_review' }, true)).toEqual(['publish', 'schedule', 'return']);
    expect(reviewActions({ status: 'scheduled' }, true)).toEqual(['publish', 'schedule', 'unpublish']);
    expect(reviewActions({ status: 'published' }, true)).toEqual(['unpublish']);
  });
});
