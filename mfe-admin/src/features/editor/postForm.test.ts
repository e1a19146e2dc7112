import { describe, expect, it } from 'vitest';
import { post } from '../../test/fixtures.ts';
import {
  addTag,
  buildPostRecord,
  EDITOR_TEXT,
  emptyForm,
  formFromPost,
  generateSlug,
  hasUnsavedChanges,
  isValidImageUrl,
  publishedAtOnCreate,
  publishedAtOnUpdate,
  removeTag,
  slugFollowsTitle,
  validatePost,
} from './postForm.ts';

describe('slug generation', () => {
  it('lowercases, keeps letters, digits, spaces and hyphens, turns spaces into hyphens, collapses hyphens', () => {
    expect(generateSlug('Hello World')).toBe('hello-world');
    expect(generateSlug('Payroll: 2026 — What’s New?!')).toBe('payroll-2026-whats-new');
    expect(generateSlug('A  -- B')).toBe('a-b');
    expect(generateSlug('Café Taxes')).toBe('cafe-taxes');
    expect(generateSlug('  -Edge- ')).toBe('edge');
  });
  it('follows the title until edited by hand, and never once the post was published (docs/architecture.md#d15)', () => {
    expect(slugFollowsTitle({ editedByHand: false, publishedBefore: false })).toBe(true);
    expect(slugFollowsTitle({ editedByHand: true, publishedBefore: false })).toBe(false);
    expect(slugFollowsTitle({ editedByHand: false, publishedBefore: true })).toBe(false);
  });
});

describe('tags', () => {
  it('ignores empty and repeated tags and removes one', () => {
    expect(addTag(['Payroll'], '  ')).toEqual(['Payroll']);
    expect(addTag(['Payroll'], 'payroll')).toEqual(['Payroll']);
    expect(addTag(['Payroll'], ' Taxes ')).toEqual(['Payroll', 'Taxes']);
    expect(removeTag(['Payroll', 'Taxes'], 'Payroll')).toEqual(['Taxes']);
  });
});

describe('validation', () => {
  const filled = { ...emptyForm('Priya'), title: 'T', content: '<p>c</p>' };
  it('requires title, content and author with the spec alert', () => {
    expect(validatePost(emptyForm('Priya'), true).summary).toBe(EDITOR_TEXT.required);
    expect(validatePost({ ...filled, author: ' ' }, true).summary).toBe('Please fill in title, content, and author fields');
  });
  it('requires a signed-in user', () => {
    expect(validatePost(filled, false).summary).toBe('You must be logged in to save posts');
  });
  it('requires the featured image to be a URL', () => {
    expect(validatePost({ ...filled, featuredImage: 'not a url' }, true).fields.featuredImage).toBe(EDITOR_TEXT.featuredImage);
    const storage = 'https://abcdefgh.supabase.co/storage/v1/object/public/';
    const sources = ['https://www.silverstatebooks.example/', storage];
    expect(isValidImageUrl('/images/blog/a.webp', sources)).toBe(true);
    expect(isValidImageUrl(`${storage}site-media/blog/a.webp`, sources)).toBe(true);
    expect(isValidImageUrl('https://www.silverstatebooks.example/images/a.webp', sources)).toBe(true);
    // Another host: the site's policy would not load it, and it would learn of every reader.
    expect(isValidImageUrl('https://cdn.example.com/a.webp', sources)).toBe(false);
    expect(isValidImageUrl('https://tracker.example/pixel.gif', sources)).toBe(false);
    expect(isValidImageUrl(`${storage}../../../tracker/a.webp`, sources)).toBe(false);
    expect(isValidImageUrl('https://abcdefgh.supabase.co.tracker.example/storage/v1/object/public/a.webp', sources)).toBe(false);
    expect(isValidImageUrl('javascript:alert(1)', sources)).toBe(false);
    expect(isValidImageUrl('//evil.example/a.png', sources)).toBe(false);
    expect(isValidImageUrl('/\\evil.example/a.png', sources)).toBe(false);
    expect(validatePost(filled, true)).toEqual({ summary: null, fields: {} });
  });
  it('rejects a hand-made slug the address cannot hold', () => {
    expect(validatePost({ ...filled, slug: 'Bad Slug' }, true).fields.slug).toBe(EDITOR_TEXT.slugInvalid);
  });
});

describe('published_at rules', () => {
  const now = '2026-04-01T10:00:00.000Z';
  it('on create: entered, else now when publishing, else empty', () => {
    expect(publishedAtOnCreate('published', '2026-01-01T00:00:00.000Z', now)).toBe('2026-01-01T00:00:00.000Z');
    expect(publishedAtOnCreate('published', null, now)).toBe(now);
    expect(publishedAtOnCreate('draft', null, now)).toBeNull();
  });
  it('on update: existing, else entered, else now; a draft clears it', () => {
    expect(publishedAtOnUpdate('published', '2025-01-01T00:00:00.000Z', null, now)).toBe('2025-01-01T00:00:00.000Z');
    expect(publishedAtOnUpdate('published', null, '2026-02-02T00:00:00.000Z', now)).toBe('2026-02-02T00:00:00.000Z');
    expect(publishedAtOnUpdate('published', null, null, now)).toBe(now);
    expect(publishedAtOnUpdate('draft', '2025-01-01T00:00:00.000Z', null, now)).toBeNull();
  });
  it('builds the record of a new post with owner, author and the created date defaulting to now', () => {
    const values = { ...emptyForm('Priya Natarajan'), title: 'Hello There', content: '<p>x</p>' };
    const record = buildPostRecord(values, { status: 'published', userId: 'u1', existing: null, mayChangeAuthor: true, now: new Date(now) });
    expect(record).toMatchObject({
      title: 'Hello There',
      slug: 'hello-there',
      author: 'Priya Natarajan',
      user_id: 'u1',
      created_by: 'u1',
      status: 'published',
      published_at: now,
      created_at: now,
      excerpt: null,
      category_id: null,
    });
  });
  it('never writes the author of an existing post for a non-super-admin', () => {
    const existing = post({ author: 'Priya', status: 'published', published_at: '2025-05-05T05:05:00.000Z' });
    const values = { ...formFromPost(existing), author: 'Someone Else' };
    const record = buildPostRecord(values, { status: 'published', userId: 'u1', existing, mayChangeAuthor: false, now: new Date(now) });
    expect(record).not.toHaveProperty('author');
    expect(record).not.toHaveProperty('user_id');
    expect(record.published_at).toBe('2025-05-05T05:05:00.000Z');
  });
});

describe('unsaved changes', () => {
  it('are any difference from what was loaded, tags by value and order', () => {
    const loaded = formFromPost(post({ title: 'Payroll Basics', tags: ['Payroll', 'Nevada'] }));
    expect(hasUnsavedChanges(loaded, { ...loaded, tags: ['Payroll', 'Nevada'] })).toBe(false);
    expect(hasUnsavedChanges(loaded, { ...loaded, title: 'Payroll Basics 2' })).toBe(true);
    expect(hasUnsavedChanges(loaded, { ...loaded, tags: ['Nevada', 'Payroll'] })).toBe(true);
    expect(hasUnsavedChanges(loaded, { ...loaded, tags: ['Payroll'] })).toBe(true);
    expect(hasUnsavedChanges(emptyForm('Priya'), emptyForm('Priya'))).toBe(false);
    expect(hasUnsavedChanges(emptyForm('Priya'), { ...emptyForm('Priya'), content: '<p>x</p>' })).toBe(true);
  });
});
