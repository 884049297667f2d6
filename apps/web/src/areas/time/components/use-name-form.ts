import { useState, type ChangeEvent, type FormEvent } from 'react';
import { NAME_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from './length-limit';

/**
 * The state of a one-field "name it" form: the name, its error, and a submit that refuses an empty
 * or blank name with `requiredMessage`, a name over the limit with the contract's refusal (said as it
 * is typed, never cut), and otherwise hands the trimmed name to `save` (which may set an error).
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
        setError(overLimit(event.currentTarget.value, NAME_MAX, timeRefusals.nameTooLong));
      },
      error,
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const trimmed = name.trim();
      if (!trimmed) {
        setError(requiredMessage);
        return;
      }
      const tooLong = overLimit(trimmed, NAME_MAX, timeRefusals.nameTooLong);
      if (tooLong) return setError(tooLong);
      save(trimmed, setError);
    },
    clear: () => {
      setName('');
      setError(null);
    },
  };
}
