import { describe, expect, it } from 'vitest';
import { post } from '../../test/fixtures.ts';
import type { EditorPost } from './blogEditorApi.ts';
import { addTag, defaultAuthor, draftOf, EDITOR_TEXT, emptyForm, formFromPost, generateSlug, hasUnsavedChanges, removeTag, slugFollowsTitle, validatePost, worthSaving } from './postForm.ts';

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
  const filled = { ...emptyForm('Priya'), title: 'Payroll', content: '<p>Body</p>' };

  it('requires title, content and author with the spec alert', () => {
    expect(EDITOR_TEXT.required).toBe('Please fill in title, content, and author fields');
    expect(validatePost(emptyForm(), true)).toEqual({
      summary: EDITOR_TEXT.required,
      fields: { title: 'Title is required', content: 'Content is required', author: 'Author is required' },
    });
    expect(validatePost(filled, true)).toEqual({ summary: null, fields: {} });
  });

  it('requires a signed-in user', () => {
    expect(validatePost(filled, false).summary).toBe(EDITOR_TEXT.notLoggedIn);
  });

  it('rejects a hand-made slug the address cannot hold', () => {
    expect(validatePost({ ...filled, slug: 'Bad Slug' }, true).fields.slug).toBe(EDITOR_TEXT.slugInvalid);
  });

  it('requires a description on every image', () => {
    const noAlt = { ...filled, content: '<figure><img src="/a.webp" alt=""><figcaption>x</figcaption></figure>' };
    expect(validatePost(noAlt, true)).toEqual({ summary: EDITOR_TEXT.altMissing, fields: { content: EDITOR_TEXT.altMissing } });
  });
});

describe('the draft a save sends', () => {
  it('sends the fields the function takes, the slug from the title when left empty, blanks as null', () => {
    expect(draftOf({ ...emptyForm(), title: ' Year End ', content: '<p>x</p>', tags: ['Payroll'], categoryId: 'c1', featuredImagePath: 'blog-images/u/1/1600.webp' })).toEqual({
      title: 'Year End',
      slug: 'year-end',
      content: '<p>x</p>',
      excerpt: null,
      meta_description: null,
      tags: ['Payroll'],
      category_id: 'c1',
      featured_image_path: 'blog-images/u/1/1600.webp',
    });
  });

  it('sends the author only for a super admin', () => {
    const values = { ...emptyForm(' Guest Author '), title: 'T' };
    expect(draftOf(values)).not.toHaveProperty('author');
    expect(draftOf(values, { withAuthor: true }).author).toBe('Guest Author');
  });

  it('defaults the author to the full name, else the email', () => {
    expect(defaultAuthor(' Priya Natarajan ', 'p@example.com')).toBe('Priya Natarajan');
    expect(defaultAuthor(null, 'p@example.com')).toBe('p@example.com');
  });

  it('saves a new post once it has a title or content', () => {
    expect(worthSaving(emptyForm())).toBe(false);
    expect(worthSaving({ ...emptyForm(), content: '<p>a</p>' })).toBe(true);
  });

  it('opens a post with its featured image path', () => {
    const row = { ...post({ excerpt: null }), featured_image_path: 'blog-images/u/1/1600.webp', version: 3, publish_at: null, review_comment: null } as EditorPost;
    expect(formFromPost(row)).toMatchObject({ excerpt: '', featuredImagePath: 'blog-images/u/1/1600.webp' });
  });
});

describe('unsaved changes', () => {
  it('are any difference from what was saved, tags by value and order', () => {
    const saved = { ...emptyForm(), tags: ['A', 'B'] };
    expect(hasUnsavedChanges(saved, { ...saved, tags: ['A', 'B'] })).toBe(false);
    expect(hasUnsavedChanges(saved, { ...saved, tags: ['B', 'A'] })).toBe(true);
    expect(hasUnsavedChanges(saved, { ...saved, content: '<p>x</p>' })).toBe(true);
  });
});
