// A content entry as its form holds it, its validation (the same limits as the table's checks, so
// a message names the field before the database refuses the row), and the row it saves.
import type { FieldErrors } from '@firm/shared-contracts/validation';
import { CREDENTIALS, type ContentKind, type FieldSpec } from './contentKinds.ts';

/** Text fields hold their text; the credentials field, the badge images chosen. */
export type FormValues = Record<string, string | string[]>;

export type ContentRow = Record<string, unknown> & { id: string; shown: boolean };

interface Badge {
  badge_image: string;
  has_proadvisor_link: boolean;
}

// As public.is_https_url and public.is_site_path (20261201200000, 20261129120000).
const HTTPS_URL = /^https:\/\/[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?([/?#][^\s<>"'`\\]*)?$/;
const SITE_PATH = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/;
const DOTDOT = /(^|\/)\.\.(\/|$)/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const URL_MAX = 500;

export function isHttpsUrl(value: string): boolean {
  return value.length <= URL_MAX && HTTPS_URL.test(value);
}

export function isSitePath(value: string): boolean {
  return value.length <= URL_MAX && SITE_PATH.test(value) && !DOTDOT.test(value);
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const FIELD_TEXT = {
  required: (field: FieldSpec) => `Enter the ${field.label.toLowerCase()}.`,
  tooLong: (field: FieldSpec, length: number) => `${field.label} must be at most ${field.max} characters (now ${length}).`,
  https: (field: FieldSpec) => `${field.label} must be a full address starting with https://.`,
  link: (field: FieldSpec) => `${field.label} must be a file on this site (starting with /) or an address starting with https://.`,
  date: (field: FieldSpec) => `Enter the ${field.label.toLowerCase()} as a date.`,
  rating: 'Choose a rating from 1 to 5 stars.',
  slug: 'Use lowercase letters, digits and hyphens only (such as attorneys).',
} as const;

function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The problem with one field's value, or null. */
export function fieldProblem(field: FieldSpec, values: FormValues): string | null {
  if (field.type === 'credentials') return null;
  const text = textOf(values, field.name);
  if (text === '') return field.required ? (field.type === 'rating' ? FIELD_TEXT.rating : FIELD_TEXT.required(field)) : null;
  const length = Array.from(text).length;
  if (field.max !== undefined && length > field.max) return FIELD_TEXT.tooLong(field, length);
  switch (field.type) {
    case 'https':
      return isHttpsUrl(text) ? null : FIELD_TEXT.https(field);
    case 'link':
      return isHttpsUrl(text) || isSitePath(text) ? null : FIELD_TEXT.link(field);
    case 'date':
      return isDate(text) ? null : FIELD_TEXT.date(field);
    case 'rating':
      return /^[1-5]$/.test(text) ? null : FIELD_TEXT.rating;
    case 'slug':
      return SLUG.test(text) && text.length <= 100 ? null : FIELD_TEXT.slug;
    default:
      return null;
  }
}

export function validate(kind: ContentKind, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of kind.fields) {
    const problem = fieldProblem(field, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

function badgesOf(value: unknown): Badge[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Badge => typeof item === 'object' && item !== null && typeof (item as Badge).badge_image === 'string',
  );
}

export function emptyValues(kind: ContentKind): FormValues {
  return Object.fromEntries(kind.fields.map((field) => [field.name, field.type === 'credentials' ? [] : '']));
}

export function valuesFromRow(kind: ContentKind, row: ContentRow): FormValues {
  return Object.fromEntries(
    kind.fields.map((field) => {
      const value = row[field.name];
      if (field.type === 'credentials') return [field.name, badgesOf(value).map((badge) => badge.badge_image)];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * The columns to save: trimmed texts, null for an empty optional one, the rating as a number and
 * the credentials as badges, keeping any badge of the row the form does not offer.
 */
export function rowFromValues(kind: ContentKind, values: FormValues, existing: ContentRow | null = null): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of kind.fields) {
    if (field.type === 'credentials') {
      const chosen = new Set(Array.isArray(values[field.name]) ? (values[field.name] as string[]) : []);
      const offered = new Set(CREDENTIALS.map((credential) => credential.image));
      const kept = badgesOf(existing?.[field.name]).filter((badge) => !offered.has(badge.badge_image));
      const picked = CREDENTIALS.filter((credential) => chosen.has(credential.image)).map((credential) => ({
        badge_image: credential.image,
        has_proadvisor_link: credential.proadvisorLink,
      }));
      row[field.name] = [...picked, ...kept];
      continue;
    }
    const text = textOf(values, field.name);
    row[field.name] = text === '' ? null : field.type === 'rating' ? Number(text) : text;
  }
  return row;
}

/** The entry as it would be saved, for the preview: the row's other columns with the form's values. */
export function previewRow(kind: ContentKind, values: FormValues, existing: ContentRow | null): Record<string, unknown> {
  return { ...(existing ?? {}), ...rowFromValues(kind, values, existing) };
}

/** Turns a database refusal into the field it names, when it names one (a check constraint). */
export function constraintField(kind: ContentKind, message: string): string | null {
  const match = /violates check constraint "([a-z_]+)"/.exec(message);
  if (!match?.[1]) return null;
  const constraint = match[1];
  const fields = [...kind.fields].sort((a, b) => b.name.length - a.name.length);
  return fields.find((field) => constraint.startsWith(`${kind.table}_${field.name}`))?.name ?? null;
}
