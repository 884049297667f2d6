import type { FormEvent } from 'react';
import { NAME_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit, useLimitedText } from './length-limit';

/**
 * The state of a one-field "name it" form: the name, its error, and a submit that refuses an empty
 * or blank name with `requiredMessage`, a name over the limit with the contract's refusal (said as it
 * is typed, never cut), and otherwise hands the trimmed name to `save` (which may set an error).
 */
export function useNameForm(
  requiredMessage: string,
  save: (name: string, setError: (error: string | null) => void) => void,
) {
  const {
    value: name,
    setValue: setName,
    setError,
    inputProps,
  } = useLimitedText('', NAME_MAX, timeRefusals.nameTooLong);
  return {
    inputProps,
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
