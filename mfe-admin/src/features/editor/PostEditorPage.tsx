// /admin/blog/new and /admin/blog/edit/:id: the post editor (docs/security.md "The post editor"). The content
// is written in a rich-text editor (RichTextEditor.tsx); every change is saved through the
// blog-editor function a few seconds after typing stops and when the screen is left, and kept in
// the tab until then (draftBackup.ts). A save refused because someone else saved first shows who,
// with a choice to load theirs or keep one's own. Writers submit for review; admins publish,
// schedule, return with a comment, or unpublish. Leaving with unsaved changes asks first
// (lib/unsavedChanges.ts).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Spinner, usePageMeta, type BlogCategory } from '@firm/shared-contracts';
import { actorOf, canEditPost, isAdmin, isSuperAdmin, useAuth } from '@firm/shared-contracts/auth';
import { formatDate, fromFirmDateTimeInput } from '@firm/shared-contracts/format';
import { ErrorBanner, Field, Form, Input, Select, TextArea, TextField } from '@firm/shared-contracts/forms';
import { Modal } from '@firm/shared-contracts/modal';
import { backendSettings } from '../../lib/endpoints.ts';
import { errorMessage } from '../../lib/errors.ts';
import { flashState } from '../../lib/flash.ts';
import { useUnsavedChangesPrompt } from '../../lib/unsavedChanges.ts';
import { Badge, PageHeader, Panel } from '../../lib/ui.tsx';
import { createAutosave, savedAgo, type AutosaveState } from './autosave.ts';
import { editorApi, EditorRefusal, type Conflict, type EditorApi, type EditorPost, type ReviewRequest } from './blogEditorApi.ts';
import { defaultBlogImageDeps, type BlogImageDeps } from './blogImages.ts';
import { backupKey, clearBackup, readBackup, writeBackup } from './draftBackup.ts';
import { FeaturedImagePicker } from './FeaturedImagePicker.tsx';
import {
  defaultAuthor,
  draftOf,
  EDITOR_TEXT,
  emptyForm,
  formFromPost,
  generateSlug,
  hasUnsavedChanges,
  slugFollowsTitle,
  validatePost,
  worthSaving,
  type FormProblems,
  type PostFormValues,
} from './postForm.ts';
import { reviewActions, statusLabel, writerMayEdit, type ReviewAction } from './postReview.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { TagInput } from './TagInput.tsx';

export type { EditorApi } from './blogEditorApi.ts';

export const REVIEW_TEXT = {
  submitted: 'Submitted for review. An admin will publish it or return it to you with a comment.',
  published: 'Post published.',
  scheduled: 'Post scheduled.',
  returned: 'Post returned to its writer.',
  unpublished: 'Post taken off the site; it is a draft again.',
  commentRequired: 'Say what the writer should change.',
  timeRequired: 'Choose a date and time.',
  restored: 'Changes from this tab that were not saved yet have been restored.',
  readOnly: 'This post is scheduled or published: only an admin can change it now.',
  removed: 'Some formatting or content the site does not allow was removed when saving.',
} as const;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const ButtonsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.slate};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const FieldError = styled(Status)`
  color: ${({ theme }) => theme.color.red};
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.mist};
`;

type LoadState = { status: 'loading' } | { status: 'ready'; post: EditorPost | null };

/** The autosave line: what a screen reader hears politely, and what everyone sees. */
function SaveStatus({ state }: { state: AutosaveState }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state]);
  const text =
    state.kind === 'saved'
      ? savedAgo(state.at, Math.max(now, state.at))
      : state.kind === 'saving'
        ? 'Saving...'
        : state.kind === 'pending'
          ? 'Unsaved changes'
          : state.kind === 'failed'
            ? `Not saved: ${state.message} Your changes are kept in this tab.`
            : '';
  // Only the arrival of a save is announced, not every second of "ago".
  const announced = state.kind === 'saved' ? 'Saved' : state.kind === 'failed' ? text : '';
  return (
    <>
      <Status aria-hidden="true">{text}</Status>
      <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announced}
      </span>
    </>
  );
}

/** A review dialog: its heading, its fields, the button that acts and Cancel. */
function ActionDialog(props: { title: string; busy: boolean; busyLabel: string; onSubmit(): void; onClose(): void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <h2>{props.title}</h2>
      <form onSubmit={submit} noValidate>
        {props.children}
        <ButtonsRow>
          <Button type="submit" disabled={props.busy}>
            {props.busy ? props.busyLabel : props.title}
          </Button>
          <Button $variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
        </ButtonsRow>
      </form>
    </Modal>
  );
}

function ScheduleDialog({ error, busy, onSchedule, onClose }: { error: string | null; busy: boolean; onSchedule(at: string): void; onClose(): void }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const at = fromFirmDateTimeInput(value);
    setProblem(at ? null : REVIEW_TEXT.timeRequired);
    if (at) onSchedule(at);
  };
  return (
    <ActionDialog title="Schedule" busy={busy} busyLabel="Scheduling..." onSubmit={submit} onClose={onClose}>
      <TextField
        label="Publish at (Las Vegas time)"
        type="datetime-local"
        required
        value={value}
        onValueChange={setValue}
        error={problem ?? error ?? undefined}
        hint="The post goes live at this time, Pacific time."
      />
    </ActionDialog>
  );
}

function ReturnDialog({ error, busy, onReturn, onClose }: { error: string | null; busy: boolean; onReturn(comment: string): void; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    setProblem(comment.trim() ? null : REVIEW_TEXT.commentRequired);
    if (comment.trim()) onReturn(comment.trim());
  };
  return (
    <ActionDialog title="Return to writer" busy={busy} busyLabel="Returning..." onSubmit={submit} onClose={onClose}>
      <Field label="Comment for the writer" required error={problem ?? error ?? undefined}>
        {(control) => <TextArea {...control} rows={5} value={comment} onChange={(e) => setComment(e.target.value)} />}
      </Field>
    </ActionDialog>
  );
}

const ACTION_LABEL: Record<ReviewAction, string> = {
  submit: 'Submit for review',
  publish: 'Publish',
  schedule: 'Schedule…',
  return: 'Return to writer',
  unpublish: 'Unpublish',
};

const ACTION_DONE: Record<ReviewAction, string> = {
  submit: REVIEW_TEXT.submitted,
  publish: REVIEW_TEXT.published,
  schedule: REVIEW_TEXT.scheduled,
  return: REVIEW_TEXT.returned,
  unpublish: REVIEW_TEXT.unpublished,
};

function defaultImageDeps(): BlogImageDeps {
  let supabaseUrl = '';
  try {
    supabaseUrl = backendSettings().supabaseUrl;
  } catch {
    // Without a backend nothing can be uploaded; the upload says so.
  }
  return defaultBlogImageDeps(supabaseUrl);
}

export interface PostEditorProps {
  api?: EditorApi;
  imageDeps?: BlogImageDeps;
  /** How long typing must pause before a save (AUTOSAVE_IDLE_MS). */
  idleMs?: number;
}

export function PostEditorPage({ api = editorApi, imageDeps, idleMs }: PostEditorProps) {
  const { id: routeId } = useParams<{ id: string }>();
  const isEdit = Boolean(routeId);
  usePageMeta({ title: isEdit ? 'Edit Post' : 'New Blog Post', noindex: true });
  const auth = useAuth();
  const actor = actorOf(auth);
  const admin = isAdmin(actor);
  const superAdmin = isSuperAdmin(actor);
  const userId = auth.user?.id ?? '';
  const navigate = useNavigate();
  const deps = useMemo(() => imageDeps ?? defaultImageDeps(), [imageDeps]);

  const [load, setLoad] = useState<LoadState>(isEdit ? { status: 'loading' } : { status: 'ready', post: null });
  const [post, setPost] = useState<EditorPost | null>(null);
  const [values, setValues] = useState<PostFormValues>(() => emptyForm(defaultAuthor(auth.profile?.full_name, auth.user?.email)));
  // What the server holds: the form's values as last saved (or loaded).
  const [savedValues, setSavedValues] = useState<PostFormValues>(values);
  // Remounts the rich-text editor when its content is replaced from outside (a reload).
  const [contentKey, setContentKey] = useState(0);
  const [slugEdited, setSlugEdited] = useState(false);
  const [categories, setCategories] = useState<BlogCategory[] | null>(null);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FormProblems>({ summary: null, fields: {} });
  const [saveState, setSaveState] = useState<AutosaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyAction, setBusyAction] = useState<ReviewAction | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'return' | null>(null);
  const [uploads, setUploads] = useState<string[]>([]);

  // The saving side reads these without waiting for a render.
  const postRef = useRef<EditorPost | null>(null);
  const keyRef = useRef(backupKey(routeId ?? null));

  const adopt = useCallback((next: EditorPost) => {
    postRef.current = next;
    setPost(next);
  }, []);

  useEffect(() => {
    let current = true;
    api.listCategories().then(
      (list) => current && setCategories(list),
      (error: unknown) => current && setCategoriesError(`Categories could not be loaded: ${errorMessage(error)}`),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const autosave = useMemo(
    () =>
      createAutosave<PostFormValues>({
        save: async (next) => {
          const existing = postRef.current;
          try {
            const result = await api.savePost({ ...(existing ? { id: existing.id, version: existing.version } : {}), post: draftOf(next, { withAuthor: superAdmin }) });
            adopt(result.post);
            setSavedValues(next);
            setProblems((p) => (p.fields.slug ? { summary: null, fields: {} } : p));
            if (result.removed) setNotice(REVIEW_TEXT.removed);
            if (!existing) {
              // The new post's unsaved work is kept under its id from now on.
              clearBackup(keyRef.current);
              keyRef.current = backupKey(result.post.id);
            }
            clearBackup(keyRef.current);
          } catch (error) {
            if (error instanceof EditorRefusal && error.conflict) setConflict(error.conflict);
            if (error instanceof EditorRefusal && error.field === 'slug') setProblems({ summary: null, fields: { slug: error.message } });
            throw error;
          }
        },
        onState: setSaveState,
        idleMs,
      }),
    [api, adopt, idleMs, superAdmin],
  );

  useEffect(() => {
    if (!routeId) {
      const backup = readBackup(keyRef.current);
      if (backup) {
        setValues(backup);
        setContentKey((k) => k + 1);
        setNotice(REVIEW_TEXT.restored);
      }
      return;
    }
    let current = true;
    api.getPost(routeId).then(
      (loaded) => {
        if (!current) return;
        const refuse = (text: string) => navigate('/admin/blog', { replace: true, state: flashState({ tone: 'error', text }) });
        if (!loaded) return refuse(EDITOR_TEXT.loadError);
        if (!canEditPost(actorOf(auth), loaded) && !isAdmin(actorOf(auth))) return refuse(EDITOR_TEXT.noPermission);
        const saved = formFromPost(loaded);
        const backup = readBackup(keyRef.current);
        adopt(loaded);
        setSavedValues(saved);
        if (backup && hasUnsavedChanges(saved, backup)) {
          setValues(backup);
          setNotice(REVIEW_TEXT.restored);
          autosave.changed(backup);
        } else {
          setValues(saved);
        }
        setSlugEdited(loaded.slug !== generateSlug(loaded.title));
        setLoad({ status: 'ready', post: loaded });
      },
      () => {
        if (current) navigate('/admin/blog', { replace: true, state: flashState({ tone: 'error', text: EDITOR_TEXT.loadError }) });
      },
    );
    return () => {
      current = false;
    };
    // The post is read once per id; the signed-in user does not change while the editor is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId, api]);

  // Leaving the screen (another route, or the tab hidden or closed) saves what is pending.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void autosave.flush().catch(() => {});
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void autosave.flush().catch(() => {});
      autosave.dispose();
    };
  }, [autosave]);

  const dirty = load.status === 'ready' && (hasUnsavedChanges(savedValues, values) || saveState.kind === 'saving');
  useUnsavedChangesPrompt(dirty);

  if (load.status === 'loading') return <Spinner label="Loading post..." />;

  const editable = admin || !post || writerMayEdit(post);
  const followsTitle = slugFollowsTitle({ editedByHand: slugEdited, publishedBefore: post?.status === 'published' || Boolean(post?.published_at) });

  const change = (next: PostFormValues) => {
    setValues(next);
    writeBackup(keyRef.current, next);
    // While a conflict is open, nothing is saved over the other person's version.
    if (!conflict && editable && worthSaving(next)) autosave.changed(next);
  };
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => change({ ...values, [key]: value });
  const onTitle = (title: string) => change({ ...values, title, slug: followsTitle ? generateSlug(title) : values.slug });

  const reloadTheirs = async () => {
    if (!post) return;
    const latest = await api.getPost(post.id);
    if (!latest) return;
    adopt(latest);
    const saved = formFromPost(latest);
    setSavedValues(saved);
    setValues(saved);
    clearBackup(keyRef.current);
    setContentKey((k) => k + 1);
    setConflict(null);
    setSaveState({ kind: 'idle' });
  };

  const keepMine = async () => {
    if (!post) return;
    const latest = await api.getPost(post.id);
    if (latest) adopt({ ...post, version: latest.version });
    setConflict(null);
    autosave.changed(values);
    await autosave.flush().catch(() => {});
  };

  const act = async (action: ReviewAction, extra: { publish_at?: string; comment?: string } = {}) => {
    setActionError(null);
    if (action === 'submit' || action === 'publish' || action === 'schedule') {
      const found = validatePost(values, Boolean(auth.user));
      setProblems(found);
      if (found.summary) return;
    }
    setBusyAction(action);
    try {
      if (worthSaving(values)) autosave.changed(values);
      await autosave.flush();
      const current = postRef.current;
      if (!current) throw new Error(EDITOR_TEXT.saveError);
      const request = (
        action === 'schedule'
          ? { action, id: current.id, publish_at: extra.publish_at ?? '' }
          : action === 'return'
            ? { action, id: current.id, comment: extra.comment ?? '' }
            : { action, id: current.id }
      ) as ReviewRequest;
      adopt(await api.reviewPost(request));
      setDialog(null);
      setNotice(ACTION_DONE[action]);
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setBusyAction(null);
    }
  };

  const status = post ? statusLabel(post) : null;
  const actions = reviewActions(post, admin).filter((a) => editable || a !== 'submit');

  return (
    <>
      <PageHeader
        title={isEdit ? EDITOR_TEXT.editTitle : EDITOR_TEXT.newTitle}
        lead={
          status ? (
            <>
              Status: <Badge $tone={status.tone}>{status.text}</Badge>
            </>
          ) : undefined
        }
        actions={
          <ButtonLink $variant="secondary" to="/admin/blog">
            ← Back to Posts
          </ButtonLink>
        }
      />
      {post?.review_comment && post.status === 'draft' ? (
        <Notice role="note" aria-label="Comment from the reviewer">
          <strong>Returned with a comment:</strong> {post.review_comment}
        </Notice>
      ) : null}
      {conflict ? (
        <Notice role="alert">
          <p>
            <strong>{conflict.updatedBy}</strong> saved this post {conflict.updatedAt ? `at ${formatDate(conflict.updatedAt, 'zonedTime')} ` : ''}
            since you opened it. Your changes are not saved yet and are kept in this tab.
          </p>
          <ButtonsRow>
            <Button $variant="secondary" onClick={() => void reloadTheirs()}>
              Load their version
            </Button>
            <Button onClick={() => void keepMine()}>Keep mine and save</Button>
          </ButtonsRow>
        </Notice>
      ) : null}
      {notice ? <Status role="status">{notice}</Status> : null}
      {!editable ? <Notice role="note">{REVIEW_TEXT.readOnly}</Notice> : null}
      <Columns>
        <Panel aria-label="Post details">
          <Form noValidate onSubmit={(event) => event.preventDefault()} aria-label={isEdit ? 'Edit post' : 'New post'}>
            {problems.summary ? <ErrorBanner>{problems.summary}</ErrorBanner> : null}
            <TextField label="Title" required value={values.title} onValueChange={onTitle} error={problems.fields.title} disabled={!editable} />
            <TextField
              label="Slug"
              value={values.slug}
              disabled={!editable}
              onValueChange={(slug) => {
                setSlugEdited(true);
                set('slug', slug);
              }}
              error={problems.fields.slug}
              hint={
                post?.status === 'published'
                  ? 'This post is published: its address stays the same unless you change the slug here.'
                  : followsTitle
                    ? 'Follows the title until you edit it.'
                    : 'Edited by hand.'
              }
            />
            <div>
              <p id="post-content-label" style={{ margin: 0, fontWeight: 600 }}>
                Content <span aria-hidden="true">*</span>
              </p>
              <RichTextEditor
                key={contentKey}
                labelledBy="post-content-label"
                describedBy={problems.fields.content ? 'post-content-error' : undefined}
                invalid={Boolean(problems.fields.content)}
                initialContent={values.content}
                onChange={(content) => set('content', content)}
                imageDeps={deps}
                userId={userId}
                onImageUploaded={(image) => setUploads((list) => [...list, image.path])}
              />
              {problems.fields.content ? (
                <FieldError id="post-content-error">{problems.fields.content}</FieldError>
              ) : null}
            </div>
            <Field label="Author" required error={problems.fields.author} hint={superAdmin ? undefined : EDITOR_TEXT.authorNote}>
              {(control) => (
                <Input {...control} value={values.author} disabled={!superAdmin || !editable} onChange={(e) => set('author', e.target.value)} />
              )}
            </Field>
            <Field label="Excerpt">
              {(control) => <TextArea {...control} rows={3} value={values.excerpt} disabled={!editable} onChange={(e) => set('excerpt', e.target.value)} />}
            </Field>
            <Field label="Meta description">
              {(control) => (
                <TextArea {...control} rows={2} value={values.metaDescription} disabled={!editable} onChange={(e) => set('metaDescription', e.target.value)} />
              )}
            </Field>
          </Form>
        </Panel>
        <Side>
          <Panel aria-label="Saving and review">
            <SaveStatus state={saveState} />
            {actionError ? <ErrorBanner>{actionError}</ErrorBanner> : null}
            <ButtonsRow>
              {editable ? (
                <Button $variant="secondary" disabled={!worthSaving(values) || Boolean(conflict)} onClick={() => {
                  autosave.changed(values);
                  void autosave.flush().catch(() => {});
                }}>
                  Save now
                </Button>
              ) : null}
              {actions.map((action) => (
                <Button
                  key={action}
                  $variant={action === 'publish' || action === 'submit' ? undefined : 'secondary'}
                  disabled={busyAction !== null || Boolean(conflict)}
                  onClick={() => (action === 'schedule' || action === 'return' ? setDialog(action) : void act(action))}
                >
                  {busyAction === action ? 'Working...' : ACTION_LABEL[action]}
                </Button>
              ))}
            </ButtonsRow>
            {post ? (
              <p>
                <a href={`/blog/preview/${post.id}`} target="_blank" rel="noopener noreferrer">
                  Preview as readers will see it (opens in a new tab)
                </a>
              </p>
            ) : null}
          </Panel>
          <Panel aria-label="Organize">
            <Field label="Category" hint={categoriesError ?? undefined}>
              {(control) => (
                <Select {...control} value={values.categoryId} disabled={!editable} onChange={(e) => set('categoryId', e.target.value)}>
                  <option value="">No category</option>
                  {(categories ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} />
          </Panel>
          <FeaturedImagePicker
            value={values.featuredImagePath}
            onChange={(path) => set('featuredImagePath', path)}
            content={values.content}
            uploads={uploads}
            userId={userId}
            deps={deps}
            disabled={!editable}
          />
        </Side>
      </Columns>
      {dialog === 'schedule' ? (
        <ScheduleDialog
          error={actionError}
          busy={busyAction === 'schedule'}
          onSchedule={(at) => void act('schedule', { publish_at: at })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'return' ? (
        <ReturnDialog error={actionError} busy={busyAction === 'return'} onReturn={(comment) => void act('return', { comment })} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

export default PostEditorPage;
