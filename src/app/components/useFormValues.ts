import { useState } from 'react';
import type { ChangeEvent } from 'react';

/** Controlled form values; `bind(name)` gives an input its name, value and change handler. */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return [values, bind] as const;
}
