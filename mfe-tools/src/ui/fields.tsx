// Form controls the calculators share, built on the site's Field/Input/Select: labelled selects,
// number inputs with their step, and radio groups in a fieldset with a legend.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Input, Select } from '@firm/shared-contracts/forms';

export interface Option {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly Option[];
  onValueChange(value: string): void;
  /** Text of an empty first option ('Select…'); none when omitted. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
}

export function SelectField({ label, name, value, options, onValueChange, placeholder, hint, error, required }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error ?? null} required={required}>
      {(control) => (
        <Select {...control} name={name} value={value} required={required} onChange={(event) => onValueChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

interface NumberFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onValueChange(value: string): void;
  /** '0.01' for money, '0.5' for hours, '1' for counts. */
  step: string;
  min?: string;
  /** Shown before the input, e.g. '$'. */
  prefix?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
  placeholder?: string;
}

const Affixed = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > span {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.slate};
    pointer-events: none;
  }
  > input {
    padding-left: ${({ theme }) => theme.space[6]};
    font-variant-numeric: tabular-nums;
  }
`;

export function NumberField({ label, name, value, onValueChange, step, min = '0', prefix, hint, error, required, placeholder }: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error ?? null} required={required}>
      {(control) => {
        const input = (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            name={name}
            step={step}
            min={min}
            value={value}
            required={required}
            placeholder={placeholder}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
        return prefix ? (
          <Affixed>
            <span aria-hidden="true">{prefix}</span>
            {input}
          </Affixed>
        ) : (
          input
        );
      }}
    </Field>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    color: ${({ theme }) => theme.color.graphite};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.slate};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.paper};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.ledger};
    background: ${({ theme }) => theme.color.mist};
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  input {
    accent-color: ${({ theme }) => theme.color.ledger};
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

const Small = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $error }) => ($error ? theme.color.red : theme.color.slate)};
`;

interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly Option[];
  onValueChange(value: string): void;
  hint?: ReactNode;
  error?: string | null | undefined;
}

export function RadioGroup({ legend, name, value, options, onValueChange, hint, error }: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Choices>
      {hint ? <Small id={hintId}>{hint}</Small> : null}
      {error ? (
        <Small id={errorId} $error>
          {error}
        </Small>
      ) : null}
    </Fieldset>
  );
}

/** Two or more fields side by side from the tablet width up, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
`;
