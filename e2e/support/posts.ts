// A published post made for one test, in the seed's Payroll category, and deleted after it
// whatever the test's outcome.
import { expect } from '@playwright/test';
import { serviceClient } from './backend.ts';

export interface TestPost {
  slug: string;
  title: string;
  content: string;
  author: string;
  excerpt?: string;
  tags?: string[];
}

export async function withPublishedPost(post: TestPost, run: () => Promise<void>): Promise<void> {
  const admin = serviceClient();
  const { data: category } = await admin.from('blog_categories').select('id').eq('slug', 'payroll').single();
  const { error } = await admin.from('blog_posts').insert({
    ...post,
    tags: post.tags ?? [],
    status: 'published',
    // Older than every seeded post, so the list's first page is left as the seed made it.
    published_at: '2020-01-01T00:00:00Z',
    category_id: category!.id,
  });
  expect(error).toBeNull();
  try {
    await run();
  } finally {
    await admin.from('blog_posts').delete().eq('slug', post.slug);
  }
}
