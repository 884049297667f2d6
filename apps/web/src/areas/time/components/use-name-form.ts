import { useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * The state of a one-field "name it" form: the name, its error, and a submit that refuses an empty
 * name with `requiredMessage` and otherwise hands the trimmed name to `save` (which may set an error).
 */
export function useNameForm(
  requiredMessage: string,
  save: (name: string, setError: (error: string | null) => void) => void,
) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    inputProps: {
      value: name,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setName(event.currentTarget.value);
        setError(null);
      },
      error,
      maxLength: 100,
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const trimmed = name.trim();
      if (!trimmed) {
        setError(requiredMessage);
        return;
      }
      save(trimmed, setError);
    },
    clear: () => {
      setName('');
      setError(null);
    },
  };
}
