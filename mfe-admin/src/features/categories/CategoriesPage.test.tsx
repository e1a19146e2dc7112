import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../lib/errors.ts';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import type { CategoriesApi } from './categoriesApi.ts';
import { CategoriesPage } from './CategoriesPage.tsx';

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
});
