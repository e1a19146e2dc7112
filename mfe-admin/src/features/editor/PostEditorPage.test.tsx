import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@firm/shared-contracts';
import { readFlash } from '../../lib/flash.ts';
import { DataError } from '../../lib/errors.ts';
import { post } from '../../test/fixtures.ts';
import { AS, IDS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import type { EditorApi } from './PostEditorPage.tsx';
import { PostEditorPage } from './PostEditorPage.tsx';

function ListProbe() {
  const location = useLocation();
  return <p>List page: {readFlash(location.state)?.text ?? 'no message'}</p>;
}

function fakeApi(overrides: Partial<EditorApi> = {}): EditorApi {
  return {
    getPost: vi.fn(async () => null),
    createPost: vi.fn(async (p) => ({ ...post(), ...p }) as BlogPost),
    updatePost: vi.fn(async (id, p) => ({ ...post({ id }), ...p }) as BlogPost),
    listCategories: vi.fn(async () => [{ id: 'c1', name: 'Payroll', slug: 'payroll' }]),
    ...overrides,
  };
}

function renderEditor(actor: TestActor | null, api: EditorApi, url = '/admin/blog/new') {
  return renderAs(actor, <PostEditorPage api={api} />, {
    path: url.startsWith('/admin/blog/edit') ? '/admin/blog/edit/:id' : '/admin/blog/new',
    url,
    extraRoutes: <Route path="/admin/blog" element={<ListProbe />} />,
  });
}

describe('post editor: new post', () => {
  it('defaults the author to the full name and shows the validation alert', async () => {
    const api = fakeApi();
    renderEditor(AS.writer, api);
    expect(screen.getByRole('heading', { level: 1, name: 'New Blog Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Author/)).toHaveValue('Priya Natarajan');
    expect(screen.getByLabelText(/^Author/)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in title, content, and author fields');
    expect(api.createPost).not.toHaveBeenCalled();
  });

  it('defaults the author to the email without a name', () => {
    renderEditor({ ...AS.writer, fullName: null, email: 'priya@example.com' }, fakeApi());
    expect(screen.getByLabelText(/^Author/)).toHaveValue('priya@example.com');
  });

  it('keeps the slug in step with the title until it is edited by hand', async () => {
    renderEditor(AS.writer, fakeApi());
    await userEvent.type(screen.getByLabelText(/^Title/), 'Payroll 101!');
    expect(screen.getByLabelText('Slug')).toHaveValue('payroll-101');
    await userEvent.clear(screen.getByLabelText('Slug'));
    await userEvent.type(screen.getByLabelText('Slug'), 'my-own-slug');
    await userEvent.type(screen.getByLabelText(/^Title/), ' More');
    expect(screen.getByLabelText('Slug')).toHaveValue('my-own-slug');
  });

  it('has the spec rows, ten quick tags disabled once added, removable tags and a sanitized preview', async () => {
    renderEditor(AS.writer, fakeApi());
    expect(screen.getByLabelText(/^Content/)).toHaveAttribute('rows', '20');
    expect(screen.getByLabelText('Excerpt')).toHaveAttribute('rows', '3');
    expect(screen.getByLabelText('Meta description')).toHaveAttribute('rows', '2');
    const quick = within(screen.getByRole('list', { name: 'Quick tags' })).getAllByRole('button');
    expect(quick).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Payroll' }));
    expect(screen.getByRole('button', { name: 'Payroll' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Add a tag'), 'Nevada{Enter}');
    await userEvent.type(screen.getByLabelText('Add a tag'), 'Nevada{Enter}');
    expect(within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Payroll' }));
    expect(screen.getByRole('button', { name: 'Payroll' })).toBeEnabled();
    await userEvent.click(screen.getByLabelText(/^Content/));
    await userEvent.paste('<p>Hello preview</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Hello preview')).toBeInTheDocument();
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('creates a published post and returns to the list', async () => {
    const api = fakeApi();
    renderEditor(AS.writer, api);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Fresh Post');
    await userEvent.type(screen.getByLabelText(/^Content/), 'Body');
    await userEvent.selectOptions(await screen.findByLabelText('Category'), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('List page: Post published.')).toBeInTheDocument();
    expect(api.createPost).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Fresh Post', slug: 'fresh-post', status: 'published', user_id: IDS.writer, category_id: 'c1' }),
    );
  });

  it("says 'Error saving post. Please try again.' when the save fails, and flags a taken slug", async () => {
    const api = fakeApi({
      createPost: vi.fn(async () => {
        throw new DataError('duplicate key value violates unique constraint "blog_posts_slug_key"', '23505');
      }),
    });
    renderEditor(AS.writer, api);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Dup');
    await userEvent.type(screen.getByLabelText(/^Content/), 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving post. Please try again.');
    expect(screen.getByText('Another post already uses this slug')).toBeInTheDocument();
  });

  it('requires a signed-in user to save', async () => {
    renderEditor(null, fakeApi());
    await userEvent.type(screen.getByLabelText(/^Title/), 'T');
    await userEvent.type(screen.getByLabelText(/^Content/), 'C');
    await userEvent.type(screen.getByLabelText(/^Author/), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to save posts');
  });
});

describe('post editor: editing', () => {
  const othersPost = post({ id: 'p-other', title: 'Not Yours', user_id: IDS.writer2, created_by: IDS.writer2 });
  const ownPublished = post({ id: 'p-own', title: 'Mine', slug: 'mine-original', status: 'published', published_at: '2026-01-01T00:00:00Z' });

  it("alerts 'You do not have permission to edit this post' and returns to the list", async () => {
    renderEditor(AS.writer, fakeApi({ getPost: vi.fn(async () => othersPost) }), '/admin/blog/edit/p-other');
    expect(await screen.findByText('List page: You do not have permission to edit this post')).toBeInTheDocument();
  });

  it("alerts 'Error loading post' and returns to the list when the read fails", async () => {
    const getPost = vi.fn(async () => {
      throw new Error('boom');
    });
    renderEditor(AS.writer, fakeApi({ getPost }), '/admin/blog/edit/p-x');
    expect(await screen.findByText('List page: Error loading post')).toBeInTheDocument();
  });

  it('disables the author with the note for non-super-admins and keeps a published slug', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => ownPublished) });
    renderEditor(AS.writer, api, '/admin/blog/edit/p-own');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Author/)).toBeDisabled();
    expect(screen.getByText('Only super administrators can change the author field')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), ' Renamed');
    expect(screen.getByLabelText('Slug')).toHaveValue('mine-original');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(api.updatePost).toHaveBeenCalled());
    const [, patch] = vi.mocked(api.updatePost).mock.calls[0]!;
    expect(patch).toMatchObject({ status: 'draft', published_at: null, slug: 'mine-original' });
    expect(patch).not.toHaveProperty('author');
  });

  it('lets a super admin edit any post and change its author', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => othersPost) });
    renderEditor(AS.super, api, '/admin/blog/edit/p-other');
    const author = await screen.findByLabelText(/^Author/);
    expect(author).toBeEnabled();
    expect(screen.queryByText('Only super administrators can change the author field')).not.toBeInTheDocument();
    await userEvent.clear(author);
    await userEvent.type(author, 'Guest Writer');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(api.updatePost).toHaveBeenCalledWith('p-other', expect.objectContaining({ author: 'Guest Writer' })));
  });
});

describe('post editor: unsaved changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before Back to Posts leaves typed changes, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor(AS.writer, fakeApi());
    await userEvent.type(screen.getByLabelText(/^Title/), 'Half-written');
    await userEvent.click(screen.getByRole('link', { name: '← Back to Posts' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith('You have unsaved changes. Leave this page and lose them?');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-written');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: '← Back to Posts' }));
    expect(await screen.findByText('List page: no message')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed, or once the changes are saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = fakeApi({ getPost: vi.fn(async () => post({ id: 'p-own', title: 'Mine' })) });
    const first = renderEditor(AS.writer, api, '/admin/blog/edit/p-own');
    await userEvent.click(await screen.findByRole('link', { name: '← Back to Posts' }));
    expect(await screen.findByText('List page: no message')).toBeInTheDocument();
    first.unmount();

    renderEditor(AS.writer, api, '/admin/blog/edit/p-own');
    await userEvent.type(await screen.findByLabelText(/^Title/), ' Edited');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('List page: Draft saved.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('has the browser ask before the tab closes while changes are unsaved', async () => {
    renderEditor(AS.writer, fakeApi());
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Content/), '<p>Draft</p>');
    expect(closing()).toBe(true);
  });
});
