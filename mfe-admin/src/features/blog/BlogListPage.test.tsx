import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme, type BlogPost } from '@firm/shared-contracts';
import { post } from '../../test/fixtures.ts';
import { AS, IDS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { BlogListPage } from './BlogListPage.tsx';
import { countPosts, deleteTitle, filterPosts, groupByAuthor } from './postList.ts';
import type { PostsApi } from './postsApi.ts';
import { statusChange } from './postsApi.ts';

const mine = post({ title: 'My Draft', status: 'draft', user_id: IDS.writer, created_by: IDS.writer });
const minePublished = post({
  title: 'My Published',
  status: 'published',
  slug: 'my-published',
  published_at: '2026-03-02T12:00:00Z',
  tags: ['Payroll'],
});
const theirs = post({ title: 'Their Post', author: 'Jordan Ellis', status: 'published', user_id: IDS.writer2, created_by: IDS.writer2 });

function fakeApi(posts: BlogPost[], overrides: Partial<PostsApi> = {}): PostsApi {
  return {
    listPosts: vi.fn(async () => posts),
    setPostStatus: vi.fn(async (id, next) => ({ ...posts.find((p) => p.id === id)!, ...statusChange(next) })),
    deletePost: vi.fn(async () => {}),
    ...overrides,
  };
}

function renderList(actor: TestActor, api: PostsApi) {
  return renderAs(actor, <BlogListPage api={api} />, { url: '/admin/blog' });
}

describe('post list', () => {
  it("titles the list 'My Blog Posts' for writers and asks for their own posts", async () => {
    const api = fakeApi([mine, minePublished]);
    renderList(AS.writer, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeInTheDocument();
    expect(api.listPosts).toHaveBeenCalledWith(expect.objectContaining({ userId: IDS.writer }));
    expect(screen.queryByRole('button', { name: 'Group by Author' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Posts' })).not.toBeInTheDocument();
  });

  it('shows the three counters', async () => {
    renderList(AS.writer, fakeApi([mine, minePublished]));
    const counts = await screen.findByLabelText('Post counts');
    expect(within(counts).getByText('Total Posts').nextSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Published').nextSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Drafts').nextSibling).toHaveTextContent('1');
  });

  it('offers a writer edit, delete and (when published) view on own posts, never publishing', async () => {
    renderList(AS.writer, fakeApi([mine, minePublished]));
    const draft = await screen.findByRole('listitem', { name: 'My Draft' });
    expect(within(draft).getByRole('link', { name: 'Edit “My Draft”' })).toHaveAttribute('href', `/admin/blog/edit/${mine.id}`);
    expect(within(draft).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete “My Draft”' })).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
    const published = screen.getByRole('listitem', { name: 'My Published' });
    const view = within(published).getByRole('link', { name: 'View “My Published” (opens in a new tab)' });
    expect(view).toHaveAttribute('href', '/blog/my-published');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(published).queryByRole('button', { name: /Unpublish/ })).not.toBeInTheDocument();
  });

  it('names every status: Draft, Returned, In review, Scheduled for a time, Published', async () => {
    const rows = [
      mine,
      post({ title: 'Sent back', review_comment: 'Add a source.' } as Partial<BlogPost>),
      post({ title: 'Waiting', status: 'in_review' } as unknown as Partial<BlogPost>),
      post({ title: 'Later', status: 'scheduled', publish_at: '2026-12-01T17:30:00Z' } as unknown as Partial<BlogPost>),
      minePublished,
    ];
    renderList(AS.writer, fakeApi(rows));
    const label = async (title: string) => within(await screen.findByRole('listitem', { name: title })).getByRole('heading').textContent;
    expect(await label('My Draft')).toContain('Draft');
    expect(await label('Sent back')).toContain('Returned');
    expect(await label('Waiting')).toContain('In review');
    expect(await label('Later')).toContain('Scheduled for Dec 1, 2026, 9:30 AM PST');
    expect(await label('My Published')).toContain('Published');
  });

  it("gives an admin 'My Blog Posts' with the review queue: another's post in review opens for review", async () => {
    const waiting = post({ title: 'Their Draft In Review', status: 'in_review', user_id: IDS.writer2, created_by: IDS.writer2 } as unknown as Partial<BlogPost>);
    const api = fakeApi([theirs, waiting]);
    renderList(AS.admin, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All Posts' })).not.toBeInTheDocument();
    expect(api.listPosts).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ userId: IDS.admin }));
    const row = await screen.findByRole('listitem', { name: 'Their Draft In Review' });
    expect(within(row).getByRole('link', { name: 'Edit “Their Draft In Review”' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Publish “Their Draft In Review”' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('gives a super admin every action, All Blog Posts and group by author', async () => {
    renderList(AS.super, fakeApi([mine, theirs]));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Blog Posts' })).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Their Post' });
    expect(within(row).getByRole('link', { name: 'Edit “Their Post”' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete “Their Post”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Group by Author' }));
    expect(screen.getByRole('region', { name: 'Posts by Jordan Ellis' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts by Priya Natarajan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.queryByRole('region', { name: 'Posts by Jordan Ellis' })).not.toBeInTheDocument();
  });

  it('filters by search text and status', async () => {
    renderList(AS.writer, fakeApi([mine, minePublished]));
    await screen.findByRole('listitem', { name: 'My Draft' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    expect(screen.queryByRole('listitem', { name: 'My Draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'My Published' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.type(screen.getByLabelText('Search posts'), 'draft');
    expect(screen.getByRole('listitem', { name: 'My Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'My Published' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 posts')).toBeInTheDocument();
  });

  it('asks before deleting, naming the post, with the spec text and a danger button, and removes the post', async () => {
    const api = fakeApi([mine]);
    renderList(AS.writer, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “My Draft”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “My Draft”?' });
    expect(within(dialog).getByRole('heading', { name: 'Delete “My Draft”?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Delete Post' })).toHaveStyle({ backgroundColor: theme.color.red });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).not.toHaveStyle({ backgroundColor: theme.color.red });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deletePost).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “My Draft”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Post' }));
    expect(api.deletePost).toHaveBeenCalledWith(mine.id);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'My Draft' })).not.toBeInTheDocument());
  });

  it('reports a failed delete and a failed status change with the spec messages', async () => {
    const api = fakeApi([mine], {
      deletePost: vi.fn(async () => {
        throw new Error('permission denied');
      }),
      setPostStatus: vi.fn(async () => {
        throw new Error('network down');
      }),
    });
    renderList(AS.super, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish “My Draft”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update post status: network down');
    await userEvent.click(screen.getByRole('button', { name: 'Delete “My Draft”' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Failed to delete post: permission denied')).toBeInTheDocument();
  });

  it('lets an admin publish a draft from the list', async () => {
    const api = fakeApi([mine]);
    renderList(AS.super, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish “My Draft”' }));
    expect(api.setPostStatus).toHaveBeenCalledWith(mine.id, 'published');
    const row = await screen.findByRole('listitem', { name: 'My Draft' });
    await waitFor(() => expect(within(row).getByText('Published')).toBeInTheDocument());
  });

  it("shows both empty states", async () => {
    const first = renderList(AS.writer, fakeApi([]));
    expect(await screen.findByText("You haven't created any blog posts yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Post' })).toHaveAttribute('href', '/admin/blog/new');
    first.unmount();
    renderList(AS.super, fakeApi([]));
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
  });

  it("shows 'Error Loading Posts' with a Retry that reads again", async () => {
    const listPosts = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce([mine]);
    renderList(AS.writer, fakeApi([], { listPosts }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Posts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch posts: boom');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'My Draft' })).toBeInTheDocument();
  });
});

describe('post list rules', () => {
  it('names the post in the delete dialog', () => {
    expect(deleteTitle({ title: 'Nevada Payroll Basics' })).toBe('Delete “Nevada Payroll Basics”?');
    expect(deleteTitle({ title: '  ' })).toBe('Delete “Untitled post”?');
  });
  it('counts, filters and groups', () => {
    expect(countPosts([mine, minePublished, theirs])).toEqual({ total: 3, published: 2, drafts: 1 });
    expect(filterPosts([mine, minePublished], 'payroll', 'all').map((p) => p.title)).toEqual(['My Published']);
    expect(groupByAuthor([theirs, mine]).map((g) => g.author)).toEqual(['Jordan Ellis', 'Priya Natarajan']);
  });
  it('stamps published_at when publishing and clears it when drafting', () => {
    const now = new Date('2026-04-01T10:00:00Z');
    expect(statusChange('published', now)).toEqual({ status: 'published', published_at: now.toISOString(), updated_at: now.toISOString() });
    expect(statusChange('draft', now)).toEqual({ status: 'draft', published_at: null, updated_at: now.toISOString() });
  });
});
