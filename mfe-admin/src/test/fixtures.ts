// Posts and users for the screens' tests.
import type { BlogPost } from '@firm/shared-contracts';
import { IDS } from './renderWithAuth.tsx';

let counter = 0;

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  return {
    id: `post-${counter}`,
    title: `Post ${counter}`,
    slug: `post-${counter}`,
    content: '<p>Body</p>',
    excerpt: 'An excerpt',
    author: 'Priya Natarajan',
    status: 'draft',
    meta_description: null,
    tags: [],
    featured_image: null,
    category_id: null,
    user_id: IDS.writer,
    created_by: IDS.writer,
    created_at: '2026-03-01T12:00:00Z',
    published_at: null,
    updated_at: '2026-03-01T12:00:00Z',
    publish_at: null,
    review_comment: null,
    version: 1,
    featured_image_path: null,
    updated_by: null,
    ...overrides,
  };
}
