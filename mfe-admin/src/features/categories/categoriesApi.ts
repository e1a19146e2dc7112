// Blog categories (docs/architecture.md#d9): everyone reads them; row-level security lets only
// admins write.
import { getSupabase, type BlogCategory } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';

export async function listCategories(): Promise<BlogCategory[]> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_categories').select('id, name, slug').order('name');
  if (error) throw dataError(error);
  return data ?? [];
}

export async function createCategory(input: Omit<BlogCategory, 'id'>): Promise<BlogCategory> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_categories').insert(input).select('id, name, slug').single();
  if (error) throw dataError(error);
  return data;
}

export async function updateCategory(id: string, input: Omit<BlogCategory, 'id'>): Promise<BlogCategory> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('blog_categories')
    .update(input)
    .eq('id', id)
    .select('id, name, slug')
    .maybeSingle();
  if (error) throw dataError(error);
  if (!data) throw new Error('The category was not changed');
  return data;
}

export async function deleteCategory(id: string): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.from('blog_categories').delete().eq('id', id).select('id');
  if (error) throw dataError(error);
  if (!data || data.length === 0) throw new Error('The category was not deleted');
}

export interface CategoriesApi {
  listCategories: typeof listCategories;
  createCategory: typeof createCategory;
  updateCategory: typeof updateCategory;
  deleteCategory: typeof deleteCategory;
}

export const categoriesApi: CategoriesApi = { listCategories, createCategory, updateCategory, deleteCategory };
