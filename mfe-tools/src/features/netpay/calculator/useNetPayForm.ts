// Form state shared by the stepper and the quick calculator: values, the errors on show, and
// updates that clear a field's error as soon as it is edited.
import { useCallback, useState } from 'react';
import { INITIAL_FORM, type DeductionRow, type FieldName, type NetPayFormState } from './netPayForm.ts';

export function useNetPayForm(initial: NetPayFormState = INITIAL_FORM) {
  const [values, setValues] = useState<NetPayFormState>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const setField = useCallback((field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const setDeductions = useCallback((rows: readonly DeductionRow[]) => {
    setValues((current) => ({ ...current, deductions: rows }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('deductions'))));
  }, []);

  const reset = useCallback(() => {
    setValues(INITIAL_FORM);
    setErrors({});
  }, []);

  return { values, errors, setErrors, setField, setDeductions, reset };
}
