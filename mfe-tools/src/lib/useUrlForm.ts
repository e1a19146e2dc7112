// Keeps a calculator's inputs in the URL query so a result can be shared: the form starts from the
// URL (falling back to defaults), and `share` writes the submitted values back (replacing the
// history entry, so Back still leaves the page).
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useUrlForm<K extends string>(defaults: Readonly<Record<K, string>>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  const fromUrl = keys.some((key) => params.has(key));
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<K, string>,
  );
  const setValue = useCallback((key: K, value: string) => setValues((current) => ({ ...current, [key]: value })), []);
  const share = useCallback(
    (submitted: Readonly<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(submitted) as K[]) next.set(key, submitted[key]);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, setValue, setValues, share, fromUrl };
}
