import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../lib/errors.ts';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import type { CategoriesApi } from './categoriesApi.ts';
import { CategoriesPage, categorySlugFollowsName } from './CategoriesPage.tsx';

function fakeApi(overrides: Partial<CategoriesApi> = {}): CategoriesApi {
  return {
    listCategories: vi.fn(async () => [{ id: 'c1', name: 'Payroll', slug: 'payroll' }]),
    createCategory: vi.fn(async (input) => ({ id: 'c2', ...input })),
    updateCategory: vi.fn(async (id, input) => ({ id, ...input })),
    deleteCategory: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('categories', () => {
  it('adds a category with a slug that follows the name', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <CategoriesPage api={api} />);
    const form = screen.getByRole('form', { name: 'Add Category' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Tax Season');
    expect(within(form).getByLabelText('Slug')).toHaveValue('tax-season');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(api.createCategory).toHaveBeenCalledWith({ name: 'Tax Season', slug: 'tax-season' });
    expect(await screen.findByRole('status')).toHaveTextContent('Added the category Tax Season.');
  });

  it('requires a name and reports a duplicate', async () => {
    const api = fakeApi({ createCategory: vi.fn(async () => Promise.reject(new DataError('duplicate', '23505'))) });
    renderAs(AS.admin, <CategoriesPage api={api} />);
    const form = screen.getByRole('form', { name: 'Add Category' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(within(form).getByText('Please enter a category name')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A category with this name or slug already exists');
  });

  it('asks before deleting', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <CategoriesPage api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Payroll' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Category' }));
    expect(api.deleteCategory).toHaveBeenCalledWith('c1');
  });

  it('keeps the slug of a category when it is renamed, as a published post keeps its own', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <CategoriesPage api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Payroll' }));
    const form = screen.getByRole('form', { name: 'Save' });
    await userEvent.clear(within(form).getByLabelText(/^Name/));
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Payroll and Taxes');
    expect(within(form).getByLabelText('Slug')).toHaveValue('payroll');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.updateCategory).toHaveBeenCalledWith('c1', { name: 'Payroll and Taxes', slug: 'payroll' });
  });

  it('changes the slug of a category only when it is edited by hand', async () => {
    const api = fakeApi();
    renderAs(AS.admin, <CategoriesPage api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Payroll' }));
    const form = screen.getByRole('form', { name: 'Save' });
    await userEvent.clear(within(form).getByLabelText('Slug'));
    await userEvent.type(within(form).getByLabelText('Slug'), 'payroll-and-taxes');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.updateCategory).toHaveBeenCalledWith('c1', { name: 'Payroll', slug: 'payroll-and-taxes' });
  });
});

describe('categories: what the last action said', () => {
  it('clears a success banner when the next action starts', async () => {
    renderAs(AS.admin, <CategoriesPage api={fakeApi()} />);
    const form = screen.getByRole('form', { name: 'Add Category' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Tax Season');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added the category Tax Season.');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Payroll' }));
    expect(screen.queryByText('Added the category Tax Season.')).not.toBeInTheDocument();
  });

  it("clears a form's failure and a failed delete's banner once another action starts", async () => {
    const api = fakeApi({
      createCategory: vi.fn(async () => Promise.reject(new DataError('duplicate', '23505'))),
      deleteCategory: vi.fn().mockRejectedValueOnce(new Error('permission denied')).mockResolvedValueOnce(undefined),
    });
    renderAs(AS.admin, <CategoriesPage api={api} />);
    const form = screen.getByRole('form', { name: 'Add Category' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A category with this name or slug already exists');

    // Deleting is another action: the add form's failure goes; the failed delete says so.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Category' }));
    expect(await screen.findByText('Failed to delete category: permission denied')).toBeInTheDocument();

    // Trying again replaces the failure with the outcome.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    expect(screen.queryByText('Failed to delete category: permission denied')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted the category Payroll.');
    // What was typed in the add form is still there after its failure.
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Payroll');
  });
});

describe('category slug rule', () => {
  it('follows the name only for a new category not edited by hand', () => {
    expect(categorySlugFollowsName({ existing: false, editedByHand: false })).toBe(true);
    expect(categorySlugFollowsName({ existing: false, editedByHand: true })).toBe(false);
    expect(categorySlugFollowsName({ existing: true, editedByHand: false })).toBe(false);
  });
});
