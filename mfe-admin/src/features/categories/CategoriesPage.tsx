// /admin/categories (admins): the blog's categories, name and slug, added, renamed and removed.
// Posts of a removed category keep existing without a category.
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button, Spinner, usePageMeta, type BlogCategory } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { check, requiredText } from '@firm/shared-contracts/validation';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { DataError, errorMessage } from '../../lib/errors.ts';
import { DataTable, EmptyState, PageHeader, Panel, RowActions, TableWrap } from '../../lib/ui.tsx';
import { generateSlug, SLUG_PATTERN } from '../editor/postForm.ts';
import { categoriesApi as defaultApi, type CategoriesApi } from './categoriesApi.ts';

export const CATEGORY_TEXT = {
  nameRequired: 'Please enter a category name',
  slugInvalid: 'Slug must contain lowercase letters, digits and single hyphens only',
  duplicate: 'A category with this name or slug already exists',
  deleteConfirm: 'Are you sure you want to delete this category? Its posts will have no category.',
} as const;

const categorySchema = z.object({
  name: requiredText(CATEGORY_TEXT.nameRequired),
  slug: z.string().check(z.regex(SLUG_PATTERN, CATEGORY_TEXT.slugInvalid)),
});

export function validateCategory(name: string, slug: string): { name?: string; slug?: string } {
  const result = check<typeof categorySchema, 'name' | 'slug'>(categorySchema, { name, slug });
  if (result.ok) return {};
  // Without a name the slug (made from it) says nothing yet: only the name is asked for.
  return result.errors.name ? { name: result.errors.name } : result.errors;
}

function saveErrorText(error: unknown): string {
  if (error instanceof DataError && error.code === '23505') return CATEGORY_TEXT.duplicate;
  return `Failed to save category: ${errorMessage(error)}`;
}

function CategoryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Omit<BlogCategory, 'id'>;
  submitLabel: string;
  onSubmit(input: Omit<BlogCategory, 'id'>): Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== '' && initial.slug !== generateSlug(initial.name));
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const finalSlug = slug.trim() || generateSlug(name);
    const found = validateCategory(name, finalSlug);
    setErrors(found);
    setFailure(null);
    if (found.name || found.slug) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), slug: finalSlug });
      if (!onCancel) {
        setName('');
        setSlug('');
        setSlugEdited(false);
      }
    } catch (error) {
      setFailure(saveErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <TextField
        label="Name"
        required
        value={name}
        error={errors.name}
        onValueChange={(next) => {
          setName(next);
          if (!slugEdited) setSlug(generateSlug(next));
        }}
      />
      <TextField
        label="Slug"
        value={slug}
        error={errors.slug}
        hint="Used in the blog's category filter (/blog?category=slug)."
        onValueChange={(next) => {
          setSlugEdited(true);
          setSlug(next);
        }}
      />
      <RowActions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </RowActions>
    </Form>
  );
}

export function CategoriesPage({ api = defaultApi }: { api?: CategoriesApi }) {
  usePageMeta({ title: 'Categories', noindex: true });
  const list = useAsync(() => api.listCategories(), [api]);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BlogCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.deleteCategory(deleting.id);
      setMessage({ tone: 'success', text: `Deleted the category ${deleting.name}.` });
      list.retry();
    } catch (error) {
      setMessage({ tone: 'error', text: `Failed to delete category: ${errorMessage(error)}` });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader title="Categories" lead="Categories group posts on the blog and drive its related posts." />
      {message ? (
        message.tone === 'error' ? <ErrorBanner>{message.text}</ErrorBanner> : <SuccessBanner>{message.text}</SuccessBanner>
      ) : null}
      <Panel aria-labelledby="add-category-title">
        <h2 id="add-category-title">Add a category</h2>
        <CategoryForm
          initial={{ name: '', slug: '' }}
          submitLabel="Add Category"
          onSubmit={async (input) => {
            await api.createCategory(input);
            setMessage({ tone: 'success', text: `Added the category ${input.name}.` });
            list.retry();
          }}
        />
      </Panel>
      <Panel aria-labelledby="category-list-title">
        <h2 id="category-list-title">All categories</h2>
        {list.status === 'loading' ? <Spinner label="Loading categories..." /> : null}
        {list.status === 'error' ? (
          <div role="alert">
            <p>Failed to load categories: {list.error.message}</p>
            <Button onClick={list.retry}>Retry</Button>
          </div>
        ) : null}
        {list.status === 'success' && list.data.length === 0 ? (
          <EmptyState>
            <p>No categories yet.</p>
          </EmptyState>
        ) : null}
        {list.status === 'success' && list.data.length > 0 ? (
          <TableWrap>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((category) =>
                  editing === category.id ? (
                    <tr key={category.id}>
                      <td colSpan={3}>
                        <CategoryForm
                          initial={{ name: category.name, slug: category.slug }}
                          submitLabel="Save"
                          onCancel={() => setEditing(null)}
                          onSubmit={async (input) => {
                            await api.updateCategory(category.id, input);
                            setEditing(null);
                            setMessage({ tone: 'success', text: `Saved the category ${input.name}.` });
                            list.retry();
                          }}
                        />
                      </td>
                    </tr>
                  ) : (
                    <tr key={category.id}>
                      <th scope="row">{category.name}</th>
                      <td>{category.slug}</td>
                      <td>
                        <RowActions>
                          <Button $variant="secondary" onClick={() => setEditing(category.id)} aria-label={`Edit ${category.name}`}>
                            Edit
                          </Button>
                          <Button $variant="secondary" onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
                            Delete
                          </Button>
                        </RowActions>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </DataTable>
          </TableWrap>
        ) : null}
      </Panel>
      {deleting ? (
        <ConfirmDialog
          message={CATEGORY_TEXT.deleteConfirm}
          confirmLabel="Delete Category"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </>
  );
}

export default CategoriesPage;
