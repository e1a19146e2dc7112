// The Content screen's reads and writes, through the REST API as the signed-in admin: row-level
// security lets admins and super admins write these tables and refuses everyone else, and each
// change requests the render of the public pages that show it (the tables' triggers).
import { getSupabase } from '@firm/shared-contracts';
import { dataError } from '../../lib/errors.ts';
import type { ContentKind } from './contentKinds.ts';
import type { ContentRow } from './contentForm.ts';

interface Result<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
}

// The tables differ in columns; the screen handles them by their description (contentKinds.ts).
interface LooseTable {
  select(columns: string): PromiseLike<Result<ContentRow[]>>;
  insert(values: Record<string, unknown>): { select(columns: string): PromiseLike<Result<ContentRow[]>> };
  update(values: Record<string, unknown>): { eq(column: string, value: string): { select(columns: string): PromiseLike<Result<ContentRow[]>> } };
  delete(): { eq(column: string, value: string): { select(columns: string): PromiseLike<Result<{ id: string }[]>> } };
}

async function table(kind: ContentKind): Promise<LooseTable> {
  const client = await getSupabase();
  return client.from(kind.table) as unknown as LooseTable;
}

/** The one row a write changed; none means row-level security refused it (it hides what it refuses). */
function one<T>(result: Result<T[]>): T {
  if (result.error) throw dataError(result.error);
  const row = result.data?.[0];
  if (!row) throw new Error('Nothing was changed: you may not edit this content, or it was deleted meanwhile.');
  return row;
}

export async function loadEntries(kind: ContentKind): Promise<ContentRow[]> {
  const result = await (await table(kind)).select('*');
  if (result.error) throw dataError(result.error);
  return result.data ?? [];
}

export async function createEntry(kind: ContentKind, values: Record<string, unknown>): Promise<ContentRow> {
  return one(await (await table(kind)).insert(values).select('*'));
}

export async function updateEntry(kind: ContentKind, id: string, values: Record<string, unknown>): Promise<ContentRow> {
  return one(await (await table(kind)).update(values).eq('id', id).select('*'));
}

export async function deleteEntry(kind: ContentKind, id: string): Promise<void> {
  one(await (await table(kind)).delete().eq('id', id).select('id'));
}

/** Sets the whole order of a kind in one statement (set_content_order). */
export async function reorderEntries(kind: ContentKind, ids: string[]): Promise<void> {
  if (kind.order.mode !== 'manual') throw new Error(`${kind.label} are ordered by date`);
  const client = await getSupabase();
  const { error } = await client.rpc('set_content_order', { content_kind: kind.order.rpcKind, ordered_ids: ids });
  if (error) throw dataError(error);
}

export interface ContentApi {
  loadEntries: typeof loadEntries;
  createEntry: typeof createEntry;
  updateEntry: typeof updateEntry;
  deleteEntry: typeof deleteEntry;
  reorderEntries: typeof reorderEntries;
}

export const contentApi: ContentApi = { loadEntries, createEntry, updateEntry, deleteEntry, reorderEntries };
