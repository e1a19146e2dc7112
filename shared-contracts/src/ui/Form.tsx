// Form pieces in the brand's one style: label above, help text below, the error in signal red
// under its field, and banners for the form-level outcome. Every field is wired for screen readers.
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { HONEYPOT_FIELD } from '../validation/index.ts';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.color.graphite};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.slate};
`;

const FieldErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.red};
`;

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.slate};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.graphite};
  font: inherit;
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.ledger};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.red};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

const banner = css`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: 8px;
  border-left: 4px solid;
`;

/** A form-level error, announced as soon as it appears. */
export const ErrorBanner = styled.p.attrs({ role: 'alert' })`
  ${banner}
  color: ${({ theme }) => theme.color.red};
  background: #fdecea;
  border-color: ${({ theme }) => theme.color.red};
`;

/** A form-level success or information message, announced politely. */
export const SuccessBanner = styled.p.attrs({ role: 'status' })`
  ${banner}
  color: ${({ theme }) => theme.color.mint};
  background: #e7f5f0;
  border-color: ${({ theme }) => theme.color.mint};
`;

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'onChange' | 'value'>;

interface TextFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled input with its hint and error: the common case of Field + Input. */
export function TextField({ label, hint, error, required, value, onValueChange, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          required={required}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Off screen and out of the tab order: people never fill it, form-filling robots do. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The honeypot of a public form (HONEYPOT_FIELD, checked by its function with filledHoneypot):
 * invisible, skipped by Tab, hidden from assistive technology and from autofill, so only a robot
 * fills it. Its value is sent with the form as the field of that name.
 */
export function HoneypotField({ value, onValueChange }: { value: string; onValueChange(value: string): void }) {
  const id = useId();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onValueChange(event.target.value)} />
    </Trap>
  );
}
