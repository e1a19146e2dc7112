// /admin/categories (admins): the blog's categories, name and slug, added, renamed and removed.
// Posts of a removed category keep existing without a category. A category's slug is in the
// blog's links (/blog?category=slug), so it follows the name only while a new category is being
// typed; renaming keeps it, as a published post keeps its slug (docs/architecture.md#d15). The
// outcome of an action (banner, or a form's failure) is shown until the next action starts.
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button, Spinner, usePageMeta, type BlogCategory } from '@firm/shared-contracts';
import { useAsync } from '@firm/shared-contracts/data';
import { ErrorBanner, Form, SuccessBanner, TextField } from '@firm/shared-contracts/forms';
import { check, requiredText } from '@firm/shared-contracts/validation';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { DataError, errorMessage } from '../../lib/errors.ts';
import { DataTable, EmptyState, PageHeader, Panel, RowActions, TableWrap } from '../../lib/ui.tsx';
import { generateSlug, SLUG_PATTERN, slugFollowsTitle } from '../editor/postForm.ts';
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

/**
 * Whether the slug field follows the name: only for a new category, until the slug is edited by
 * hand. An existing category's slug is in the blog's links, so a rename keeps it.
 */
export function categorySlugFollowsName(options: { existing: boolean; editedByHand: boolean }): boolean {
  return slugFollowsTitle({ editedByHand: options.editedByHand, publishedBefore: options.existing });
}

function CategoryForm({
  initial,
  existing,
  submitLabel,
  failure,
  onStart,
  onSubmit,
  onCancel,
}: {
  initial: Omit<BlogCategory, 'id'>;
  existing: boolean;
  submitLabel: string;
  /** The last failure of this form, until the next action starts (the page keeps it). */
  failure: string | null;
  onStart(): void;
  /** Saves; rejects when it failed (the page has then set `failure`), keeping what was typed. */
  onSubmit(input: Omit<BlogCategory, 'id'>): Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const [busy, setBusy] = useState(false);
  const followsName = categorySlugFollowsName({ existing, editedByHand: slugEdited });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onStart();
    const finalSlug = slug.trim() || generateSlug(name);
    const found = validateCategory(name, finalSlug);
    setErrors(found);
    if (found.name || found.slug) return;
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), slug: finalSlug });
      if (!existing) {
        setName('');
        setSlug('');
        setSlugEdited(false);
      }
    } catch {
      // The page shows the failure; what was typed stays, to be corrected.
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
          if (followsName) setSlug(generateSlug(next));
        }}
      />
      <TextField
        label="Slug"
        value={slug}
        error={errors.slug}
        hint={
          existing
            ? "In the blog's links (/blog?category=slug): renaming keeps it; change it here only on purpose."
            : "Used in the blog's category filter (/blog?category=slug)."
        }
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
  // Which form failed ('add' or a category id) and why.
  const [formFailure, setFormFailure] = useState<{ form: string; text: string } | null>(null);

  /** A new action starts: what the last one said no longer applies. */
  const startAction = () => {
    setMessage(null);
    setFormFailure(null);
  };

  const save = async (form: string, work: () => Promise<unknown>, success: string) => {
    try {
      await work();
    } catch (error) {
      setFormFailure({ form, text: saveErrorText(error) });
      throw error;
    }
    setMessage({ tone: 'success', text: success });
    list.retry();
  };

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

  const failureOf = (form: string) => (formFailure?.form === form ? formFailure.text : null);

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
          existing={false}
          submitLabel="Add Category"
          failure={failureOf('add')}
          onStart={startAction}
          onSubmit={(input) => save('add', () => api.createCategory(input), `Added the category ${input.name}.`)}
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
                          existing
                          submitLabel="Save"
                          failure={failureOf(category.id)}
                          onStart={startAction}
                          onCancel={() => {
                            startAction();
                            setEditing(null);
                          }}
                          onSubmit={(input) =>
                            save(category.id, () => api.updateCategory(category.id, input), `Saved the category ${input.name}.`).then(() =>
                              setEditing(null),
                            )
                          }
                        />
                      </td>
                    </tr>
                  ) : (
                    <tr key={category.id}>
                      <th scope="row">{category.name}</th>
                      <td>{category.slug}</td>
                      <td>
                        <RowActions>
                          <Button
                            $variant="secondary"
                            onClick={() => {
                              startAction();
                              setEditing(category.id);
                            }}
                            aria-label={`Edit ${category.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            $variant="secondary"
                            onClick={() => {
                              startAction();
                              setDeleting(category);
                            }}
                            aria-label={`Delete ${category.name}`}
                          >
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
          danger
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </>
  );
}

export default CategoriesPage;
