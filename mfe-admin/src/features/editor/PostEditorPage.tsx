// /admin/blog/new and /admin/blog/edit/:id: the post editor with its fields, slug rule,
// tags, author rules, validation, permission check and the sanitized live preview. Leaving it
// with unsaved changes asks first (lib/unsavedChanges.ts).
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  contentImageSources,
  media,
  Spinner,
  usePageMeta,
  type BlogCategory,
  type BlogPost,
  type PostStatus,
} from '@firm/shared-contracts';
import { actorOf, canEditPost, isSuperAdmin, useAuth } from '@firm/shared-contracts/auth';
import { ErrorBanner, Field, Form, Input, Select, TextArea, TextField } from '@firm/shared-contracts/forms';
import { sanitizeHtml } from '@firm/shared-contracts/sanitize';
import { DataError, errorMessage } from '../../lib/errors.ts';
import { flashState } from '../../lib/flash.ts';
import { useUnsavedChangesPrompt } from '../../lib/unsavedChanges.ts';
import { Badge, PageHeader, Panel } from '../../lib/ui.tsx';
import { createPost, getPost, listCategories, updatePost } from '../blog/postsApi.ts';
import {
  buildPostRecord,
  defaultAuthor,
  EDITOR_TEXT,
  emptyForm,
  formFromPost,
  generateSlug,
  hasUnsavedChanges,
  slugFollowsTitle,
  validatePost,
  type FormProblems,
  type PostFormValues,
} from './postForm.ts';
import { TagInput } from './TagInput.tsx';

export interface EditorApi {
  getPost: typeof getPost;
  createPost: typeof createPost;
  updatePost: typeof updatePost;
  listCategories: typeof listCategories;
}

const defaultApi: EditorApi = { getPost, createPost, updatePost, listCategories };

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Preview = styled.div`
  max-height: 70vh;
  overflow: auto;
  line-height: ${({ theme }) => theme.font.lineHeight.body};
  img {
    max-width: 100%;
    height: auto;
  }
`;

const PreviewPanel = styled(Panel)`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
  @media (max-width: 1023px) {
    position: static;
  }
`;

const ButtonsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type LoadState = { status: 'loading' } | { status: 'ready'; post: BlogPost | null };

export function PostEditorPage({ api = defaultApi }: { api?: EditorApi }) {
  const { id } = useParams<{ id: string }>();
  const isEdit = Boolean(id);
  usePageMeta({ title: isEdit ? 'Edit Post' : 'New Blog Post', noindex: true });
  const auth = useAuth();
  const actor = actorOf(auth);
  const superAdmin = isSuperAdmin(actor);
  const navigate = useNavigate();
  const [load, setLoad] = useState<LoadState>(isEdit ? { status: 'loading' } : { status: 'ready', post: null });
  const [values, setValues] = useState<PostFormValues>(() =>
    emptyForm(defaultAuthor(auth.profile?.full_name, auth.user?.email)),
  );
  // What the form held when it opened: the loaded post, or the empty form of a new one.
  const [savedValues, setSavedValues] = useState<PostFormValues>(values);
  const [slugEdited, setSlugEdited] = useState(false);
  const [categories, setCategories] = useState<BlogCategory[] | null>(null);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FormProblems>({ summary: null, fields: {} });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState<PostStatus | null>(null);

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

  useEffect(() => {
    if (!id) return;
    let current = true;
    setLoad({ status: 'loading' });
    api.getPost(id).then(
      (post) => {
        if (!current) return;
        if (!post) {
          navigate('/admin/blog', { replace: true, state: flashState({ tone: 'error', text: EDITOR_TEXT.loadError }) });
          return;
        }
        if (!canEditPost(actorOf(auth), post)) {
          navigate('/admin/blog', { replace: true, state: flashState({ tone: 'error', text: EDITOR_TEXT.noPermission }) });
          return;
        }
        setValues(formFromPost(post));
        setSavedValues(formFromPost(post));
        setSlugEdited(post.slug !== generateSlug(post.title));
        setLoad({ status: 'ready', post });
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
  }, [id, api]);

  // While a save runs the screen is about to be left on purpose.
  useUnsavedChangesPrompt(load.status === 'ready' && saving === null && hasUnsavedChanges(savedValues, values));

  if (load.status === 'loading') return <Spinner label="Loading post..." />;
  const existing = load.post;
  const mayChangeAuthor = !existing || superAdmin;
  const followsTitle = slugFollowsTitle({ editedByHand: slugEdited, publishedBefore: existing?.status === 'published' });

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onTitle = (title: string) =>
    setValues((current) => ({ ...current, title, slug: followsTitle ? generateSlug(title) : current.slug }));

  const save = async (status: PostStatus) => {
    const found = validatePost(values, Boolean(auth.user));
    setProblems(found);
    setSaveError(null);
    if (found.summary || Object.keys(found.fields).length > 0 || !auth.user) return;
    setSaving(status);
    try {
      const record = buildPostRecord(values, { status, userId: auth.user.id, existing, mayChangeAuthor });
      if (existing) await api.updatePost(existing.id, record);
      else await api.createPost(record as Parameters<EditorApi['createPost']>[0]);
      navigate('/admin/blog', {
        state: flashState({ tone: 'success', text: status === 'published' ? 'Post published.' : 'Draft saved.' }),
      });
    } catch (error) {
      if (error instanceof DataError && error.code === '23505') {
        setProblems({ summary: null, fields: { slug: EDITOR_TEXT.slugTaken } });
      }
      setSaveError(errorMessage(error));
      setSaving(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save('draft');
  };

  const preview = sanitizeHtml(values.content, { imageSources: contentImageSources() });

  return (
    <>
      <PageHeader
        title={isEdit ? EDITOR_TEXT.editTitle : EDITOR_TEXT.newTitle}
        lead={
          existing ? (
            <>
              Status: <Badge $tone={existing.status === 'published' ? 'success' : 'neutral'}>{existing.status === 'published' ? 'Published' : 'Draft'}</Badge>
            </>
          ) : undefined
        }
        actions={
          <ButtonLink $variant="secondary" to="/admin/blog">
            ← Back to Posts
          </ButtonLink>
        }
      />
      <Columns>
        <Panel aria-label="Post details">
          <Form noValidate onSubmit={onSubmit} aria-label={isEdit ? 'Edit post' : 'New post'}>
            {problems.summary ? <ErrorBanner>{problems.summary}</ErrorBanner> : null}
            {saveError ? (
              <ErrorBanner>
                {EDITOR_TEXT.saveError}
                <br />
                <small>{saveError}</small>
              </ErrorBanner>
            ) : null}
            <TextField label="Title" required value={values.title} onValueChange={onTitle} error={problems.fields.title} />
            <TextField
              label="Slug"
              value={values.slug}
              onValueChange={(slug) => {
                setSlugEdited(true);
                set('slug', slug);
              }}
              error={problems.fields.slug}
              hint={
                existing?.status === 'published'
                  ? 'This post is published: its address stays the same unless you change the slug here.'
                  : followsTitle
                    ? 'Follows the title until you edit it.'
                    : 'Edited by hand.'
              }
            />
            <Field label="Content (HTML)" required error={problems.fields.content}>
              {(control) => (
                <TextArea {...control} rows={20} value={values.content} onChange={(e) => set('content', e.target.value)} />
              )}
            </Field>
            <Field label="Excerpt">
              {(control) => <TextArea {...control} rows={3} value={values.excerpt} onChange={(e) => set('excerpt', e.target.value)} />}
            </Field>
            <Field label="Meta description">
              {(control) => (
                <TextArea {...control} rows={2} value={values.metaDescription} onChange={(e) => set('metaDescription', e.target.value)} />
              )}
            </Field>
            <Field
              label="Author"
              required
              error={problems.fields.author}
              hint={mayChangeAuthor ? undefined : EDITOR_TEXT.authorNote}
            >
              {(control) => (
                <Input {...control} value={values.author} disabled={!mayChangeAuthor} onChange={(e) => set('author', e.target.value)} />
              )}
            </Field>
            <Field label="Category" hint={categoriesError ?? undefined}>
              {(control) => (
                <Select {...control} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
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
            <TextField
              label="Featured image URL"
              type="url"
              inputMode="url"
              value={values.featuredImage}
              onValueChange={(url) => set('featuredImage', url)}
              error={problems.fields.featuredImage}
              hint="https://… or a path on this site such as /images/blog/photo.webp"
            />
            <Pair>
              <TextField
                label="Created date"
                type="datetime-local"
                value={values.createdAt}
                onValueChange={(v) => set('createdAt', v)}
                hint="Left empty, the current date is used."
              />
              <TextField
                label="Published date"
                type="datetime-local"
                value={values.publishedAt}
                onValueChange={(v) => set('publishedAt', v)}
                hint="Left empty, publishing uses the current date."
              />
            </Pair>
            <ButtonsRow>
              <Button type="submit" $variant="secondary" disabled={saving !== null}>
                {saving === 'draft' ? 'Saving...' : 'Save Draft'}
              </Button>
              <Button onClick={() => void save('published')} disabled={saving !== null}>
                {saving === 'published' ? 'Publishing...' : 'Publish'}
              </Button>
            </ButtonsRow>
          </Form>
        </Panel>
        <PreviewPanel aria-labelledby="post-preview-title">
          <h2 id="post-preview-title">Preview</h2>
          {preview ? (
            <Preview dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p>The content will appear here as you type.</p>
          )}
        </PreviewPanel>
      </Columns>
    </>
  );
}

export default PostEditorPage;
