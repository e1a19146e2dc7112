// The post editor screen: autosave through the blog-editor function, pasted HTML cleaned, the
// conflict warning, the review buttons each person gets, and the toolbar by keyboard.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readFlash } from '../../lib/flash.ts';
import { post } from '../../test/fixtures.ts';
import { AS, IDS, renderAs, type TestActor } from '../../test/renderWithAuth.tsx';
import { EditorRefusal, type EditorApi, type EditorPost } from './blogEditorApi.ts';
import type { BlogImageDeps } from './blogImages.ts';
import { PostEditorPage, REVIEW_TEXT } from './PostEditorPage.tsx';

// jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});

function ListProbe() {
  const location = useLocation();
  return <p>List page: {readFlash(location.state)?.text ?? 'no message'}</p>;
}

function editorPost(overrides: Partial<EditorPost> = {}): EditorPost {
  return { ...post(), publish_at: null, review_comment: null, version: 1, featured_image_path: null, ...overrides } as EditorPost;
}

function fakeApi(overrides: Partial<EditorApi> = {}): EditorApi {
  let version = 1;
  return {
    getPost: vi.fn(async () => null),
    savePost: vi.fn(async ({ id, post: draft }) => {
      version += 1;
      return { post: editorPost({ id: id ?? 'new-id', ...draft, version }), removed: false };
    }),
    reviewPost: vi.fn(async (request) => editorPost({ id: request.id, status: request.action === 'submit' ? 'in_review' : 'published' })),
    listCategories: vi.fn(async () => [{ id: 'c1', name: 'Payroll', slug: 'payroll' }]),
    ...overrides,
  };
}

const imageDeps: BlogImageDeps = {
  convert: vi.fn(),
  store: vi.fn(),
  remove: vi.fn(),
  supabaseUrl: 'https://project.supabase.co',
  newId: () => 'upload-1',
  listLibrary: vi.fn(async () => []),
};

function renderEditor(actor: TestActor | null, api: EditorApi, url = '/admin/blog/new') {
  return renderAs(actor, <PostEditorPage api={api} imageDeps={imageDeps} idleMs={20} />, {
    path: url.startsWith('/admin/blog/edit') ? '/admin/blog/edit/:id' : '/admin/blog/new',
    url,
    extraRoutes: <Route path="/admin/blog" element={<ListProbe />} />,
  });
}

function contentBox(): HTMLElement {
  return screen.getByRole('textbox', { name: /Content/ });
}

function paste(html: string) {
  const box = contentBox();
  box.focus();
  fireEvent.paste(box, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : ''), types: ['text/html'], files: [] } });
}

describe('post editor: writing', () => {
  it('saves a new draft through the function once typing stops, then says when', async () => {
    const api = fakeApi();
    renderEditor(AS.writer, api);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Payroll 101!');
    expect(screen.getByLabelText('Slug')).toHaveValue('payroll-101');
    // Under load a pause between keystrokes may save part of the title first; the last save has it all.
    await waitFor(() => expect(vi.mocked(api.savePost).mock.calls.at(-1)?.[0].post).toMatchObject({ title: 'Payroll 101!', slug: 'payroll-101' }));
    expect(await screen.findByText(/^Saved · /)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Preview as readers will see it/ })).toHaveAttribute('href', '/blog/preview/new-id');
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute('target', '_blank');
  });

  it('cleans a paste: structure kept, scripts and styles never saved', async () => {
    const api = fakeApi();
    renderEditor(AS.writer, api);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Pasted');
    paste('<style>p{color:red}</style><h2 class="x" style="color:red">Deadlines</h2><ul><li><span style="font-weight:bold">File</span> the 941</li></ul><script>alert(1)</script><p onclick="x()">Done</p>');
    await waitFor(() => expect(vi.mocked(api.savePost).mock.calls.at(-1)?.[0].post.content).toContain('Deadlines'));
    const content = vi.mocked(api.savePost).mock.calls.at(-1)?.[0].post.content ?? '';
    expect(content).toContain('<h2>Deadlines</h2>');
    expect(content).toContain('<li><p><strong>File</strong> the 941</p></li>');
    expect(content).not.toMatch(/script|alert|style|onclick|class=/);
  });

  it('shows a taken slug on the field with the server’s message', async () => {
    const api = fakeApi({
      savePost: vi.fn(async () => {
        throw new EditorRefusal('That address is already used by another post.', 409, 'slug', null);
      }),
    });
    renderEditor(AS.writer, api);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Dup');
    expect(await screen.findByText('That address is already used by another post.', { selector: ':not([aria-hidden] *)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns of a conflict with who saved, and loads their version on request', async () => {
    const theirs = editorPost({ id: 'p1', title: 'Their title', content: '<p>Their words</p>', version: 5 });
    const api = fakeApi({
      getPost: vi.fn().mockResolvedValueOnce(editorPost({ id: 'p1', title: 'Mine', version: 1 })).mockResolvedValue(theirs),
      savePost: vi.fn(async () => {
        throw new EditorRefusal('Someone else saved this post since you opened it.', 409, null, { updatedBy: 'Marcus Reyes', updatedAt: '2026-03-01T20:05:00Z' });
      }),
    });
    renderEditor(AS.writer, api, '/admin/blog/edit/p1');
    await userEvent.type(await screen.findByLabelText(/^Title/), ' edited');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Marcus Reyes saved this post at 12:05 PM PST since you opened it.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Their title'));
    expect(contentBox()).toHaveTextContent('Their words');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens an existing post’s HTML in the editor unchanged', async () => {
    const html = '<h2>Intro</h2><figure><img src="/images/a.webp" alt="A chart"><figcaption>Totals</figcaption></figure><table><tbody><tr><th><p>Form</p></th></tr></tbody></table>';
    renderEditor(AS.writer, fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', content: html })) }), '/admin/blog/edit/p1');
    const box = await screen.findByRole('textbox', { name: /Content/ });
    expect(within(box).getByRole('heading', { level: 2, name: 'Intro' })).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'A chart' })).toBeInTheDocument();
    expect(within(box).getByText('Totals')).toBeInTheDocument();
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it('has a formatting toolbar of named buttons, one tab stop, moved through with the arrow keys', async () => {
    renderEditor(AS.writer, fakeApi());
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('tabindex')).filter((t) => t === '0')).toHaveLength(1);
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(toolbar).getByRole('button', { name: 'Redo' })).toHaveFocus();
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a dialog for a link, not a browser prompt', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    renderEditor(AS.writer, fakeApi());
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('dialog', { name: 'Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });
});

describe('post editor: author', () => {
  it('defaults the author to the writer’s name, which only a super admin may change', async () => {
    const api = fakeApi();
    renderEditor(AS.writer, api);
    expect(screen.getByLabelText(/^Author/)).toHaveValue('Priya Natarajan');
    expect(screen.getByLabelText(/^Author/)).toBeDisabled();
    expect(screen.getByText('Only super administrators can change the author field')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Mine');
    await waitFor(() => expect(api.savePost).toHaveBeenCalled());
    expect(vi.mocked(api.savePost).mock.calls.at(-1)?.[0].post).not.toHaveProperty('author');
  });

  it('lets a super admin change the author, sent with the save', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', author: 'Jordan Ellis' })) });
    renderEditor(AS.super, api, '/admin/blog/edit/p1');
    const author = await screen.findByLabelText(/^Author/);
    expect(author).toBeEnabled();
    await userEvent.clear(author);
    await userEvent.type(author, 'Guest Author');
    await waitFor(() => expect(vi.mocked(api.savePost).mock.calls.at(-1)?.[0].post.author).toBe('Guest Author'));
  });
});

describe('post editor: images', () => {
  it('refuses a file that is not an image, shows progress with Cancel, and inserts a described image', async () => {
    let release: () => void = () => {};
    const deps: BlogImageDeps = {
      ...imageDeps,
      convert: vi.fn(async (_file, _shape, onProgress, signal) => {
        onProgress?.('Converting to AVIF, 1200 × 800...', 0.2);
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        });
        return { width: 1200, height: 800, files: [] };
      }),
      store: vi.fn(async () => {}),
    };
    renderAs(AS.writer, <PostEditorPage api={fakeApi()} imageDeps={deps} idleMs={20} />, { path: '/admin/blog/new', url: '/admin/blog/new' });
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert image' });
    const input = within(dialog).getByLabelText(/Image file/);
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(within(dialog).getByText('This file is not a PNG, JPEG, WebP or AVIF image. Choose one of those.')).toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText(/Image file/), new File([new Uint8Array(10)], 'chart.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Converting to AVIF, 1200 × 800...')).toBeInTheDocument();
    // Converting is the first 70 % of the work.
    expect(Number(within(dialog).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value'))).toBeCloseTo(0.14);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByText('The upload was cancelled. Nothing was stored.')).toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText(/Image file/), new File([new Uint8Array(10)], 'chart.png', { type: 'image/png' }));
    await within(dialog).findByRole('progressbar');
    release();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByText('Describe the image for readers who cannot see it.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'A chart');
    await userEvent.type(within(dialog).getByLabelText('Caption'), 'Totals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(contentBox()).getByRole('img', { name: 'A chart' })).toHaveAttribute(
      'src',
      'https://project.supabase.co/storage/v1/object/public/blog-images/a0000000-0000-4000-8000-000000000003/upload-1-1200.webp',
    );
    expect(within(contentBox()).getByText('Totals')).toBeInTheDocument();
    // Offered as the featured image.
    expect(screen.getByRole('radiogroup', { name: 'Choose the featured image' })).toBeInTheDocument();
  });
});

describe('post editor: review', () => {
  it('lets a writer submit for review, saving first', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', title: 'Ready', content: '<p>Body</p>' })) });
    renderEditor(AS.writer, api, '/admin/blog/edit/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.reviewPost).toHaveBeenCalledWith({ action: 'submit', id: 'p1' }));
    expect(await screen.findByText(REVIEW_TEXT.submitted)).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('refuses to submit without content', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', title: 'Empty', content: '' })) });
    renderEditor(AS.writer, api, '/admin/blog/edit/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(screen.getByText('Please fill in title, content, and author fields')).toBeInTheDocument();
    expect(api.reviewPost).not.toHaveBeenCalled();
  });

  it('shows the writer the reviewer’s comment on a returned post', async () => {
    renderEditor(AS.writer, fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', review_comment: 'Cite the IRS notice.' })) }), '/admin/blog/edit/p1');
    expect(await screen.findByRole('note', { name: 'Comment from the reviewer' })).toHaveTextContent('Cite the IRS notice.');
    expect(screen.getByText('Returned')).toBeInTheDocument();
  });

  it('gives an admin Publish, Schedule… and Return to writer, which needs a comment', async () => {
    const api = fakeApi({ getPost: vi.fn(async () => editorPost({ id: 'p1', status: 'in_review', content: '<p>Body</p>' })) });
    renderEditor(AS.admin, api, '/admin/blog/edit/p1');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to writer' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to writer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to writer' }));
    expect(within(dialog).getByText(REVIEW_TEXT.commentRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Comment for the writer/), 'Add a source.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to writer' }));
    await waitFor(() => expect(api.reviewPost).toHaveBeenCalledWith({ action: 'return', id: 'p1', comment: 'Add a source.' }));
  });

  it('schedules on the firm’s clock and shows the server’s refusal of a past time', async () => {
    const api = fakeApi({
      getPost: vi.fn(async () => editorPost({ id: 'p1', status: 'in_review', content: '<p>Body</p>' })),
      reviewPost: vi.fn(async () => {
        throw new EditorRefusal('Choose a time in the future.', 400, 'publish_at', null);
      }),
    });
    renderEditor(AS.admin, api, '/admin/blog/edit/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule' });
    fireEvent.change(within(dialog).getByLabelText(/Publish at/), { target: { value: '2026-03-01T09:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.reviewPost).toHaveBeenCalledWith({ action: 'schedule', id: 'p1', publish_at: '2026-03-01T17:30:00.000Z' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeInTheDocument();
  });

  it("sends a writer back to the list from someone else's post", async () => {
    const othersPost = editorPost({ id: 'p-other', user_id: IDS.writer2, created_by: IDS.writer2 });
    renderEditor(AS.writer, fakeApi({ getPost: vi.fn(async () => othersPost) }), '/admin/blog/edit/p-other');
    expect(await screen.findByText('List page: You do not have permission to edit this post')).toBeInTheDocument();
  });
});
