// Creating or editing one entry: a labelled control per field, its error under it (tied by
// aria-describedby, aria-invalid) and focus on the first field in error; the preview beside the
// form follows every keystroke. A refusal of the database naming a field shows under that field.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, media } from '@firm/shared-contracts';
import { ErrorBanner, Field, Form, Input, Select, TextArea } from '@firm/shared-contracts/forms';
import type { FieldErrors } from '@firm/shared-contracts/validation';
import { errorMessage } from '../../lib/errors.ts';
import type { ContentApi } from './contentApi.ts';
import { CREDENTIALS, type ContentKind, type FieldSpec } from './contentKinds.ts';
import { constraintField, emptyValues, previewRow, rowFromValues, validate, valuesFromRow, type ContentRow, type FormValues } from './contentForm.ts';
import { groupOf, nextSortOrder } from './contentOrder.ts';
import { ContentImage } from './ContentImage.tsx';
import { ContentPreview } from './ContentPreview.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 8px;
  legend {
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    min-height: 32px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const FORM_TEXT = {
  fix: 'Please correct the fields marked below.',
  shown: 'Shown on the site',
  save: (noun: string) => `Save ${noun.toLowerCase()}`,
  saving: 'Saving...',
  cancel: 'Cancel',
} as const;

interface ContentFormProps {
  kind: ContentKind;
  existing: ContentRow | null;
  rows: readonly ContentRow[];
  api: ContentApi;
  onSaved(row: ContentRow, created: boolean): void;
  onCancel(): void;
}

function FieldControl({ field, values, error, onChange }: { field: FieldSpec; values: FormValues; error?: string; onChange(name: string, value: string | string[]): void }) {
  const value = values[field.name];
  if (field.type === 'credentials') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Fieldset>
        <legend>{field.label}</legend>
        {CREDENTIALS.map((credential) => (
          <label key={credential.image}>
            <input
              type="checkbox"
              name={field.name}
              checked={chosen.includes(credential.image)}
              onChange={(event) =>
                onChange(field.name, event.target.checked ? [...chosen, credential.image] : chosen.filter((image) => image !== credential.image))
              }
            />
            {credential.label}
          </label>
        ))}
      </Fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={field.label} hint={field.hint} error={error} required={field.required}>
      {(control) => {
        const common = { ...control, name: field.name, required: field.required, 'data-field': field.name };
        if (field.type === 'textarea') {
          return <TextArea {...common} rows={field.name === 'content' ? 10 : 4} value={text} onChange={(event) => onChange(field.name, event.target.value)} />;
        }
        if (field.type === 'rating') {
          return (
            <Select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
              <option value="">Choose</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={String(stars)}>
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </Select>
          );
        }
        return (
          <Input
            {...common}
            type={field.type === 'date' ? 'date' : field.type === 'https' ? 'url' : 'text'}
            inputMode={field.type === 'https' || field.type === 'link' ? 'url' : undefined}
            value={text}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        );
      }}
    </Field>
  );
}

export function ContentForm({ kind, existing, rows, api, onSaved, onCancel }: ContentFormProps) {
  const [values, setValues] = useState<FormValues>(() => (existing ? valuesFromRow(kind, existing) : emptyValues(kind)));
  const [shown, setShown] = useState(existing?.shown ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An error goes once its field is changed; it is checked again on saving.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const focusField = (name: string) => formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"]`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(kind, values);
    const first = kind.fields.find((field) => found[field.name]);
    setErrors(found);
    if (first) {
      setFailure(FORM_TEXT.fix);
      focusField(first.name);
      return;
    }
    setSaving(true);
    try {
      const row = { ...rowFromValues(kind, values, existing), shown };
      const saved = existing
        ? await api.updateEntry(kind, existing.id, row)
        : await api.createEntry(kind, { ...row, ...(kind.order.mode === 'manual' ? { sort_order: nextSortOrder(kind, rows, groupOf(kind, row as ContentRow)) } : {}) });
      onSaved(saved, !existing);
    } catch (error) {
      const message = errorMessage(error);
      const field = constraintField(kind, message);
      if (field) {
        setErrors({ [field]: `The site refused this value: ${message}` });
        focusField(field);
      }
      setFailure(`Not saved: ${message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Layout>
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={existing ? `Edit ${kind.noun.toLowerCase()}` : `New ${kind.noun.toLowerCase()}`}>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        {kind.fields.map((field) => (
          <FieldControl key={field.name} field={field} values={values} error={errors[field.name]} onChange={change} />
        ))}
        <label>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> {FORM_TEXT.shown}
        </label>
        {kind.image && existing ? <ContentImage kind={kind} row={existing} /> : null}
        <Buttons>
          <Button type="submit" disabled={saving}>
            {saving ? FORM_TEXT.saving : FORM_TEXT.save(kind.noun)}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
            {FORM_TEXT.cancel}
          </Button>
        </Buttons>
      </Form>
      <ContentPreview kind={kind} row={previewRow(kind, values, existing)} shown={shown} />
    </Layout>
  );
}
