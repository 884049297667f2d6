import { useState } from 'react';

/** A yes/no choice this device remembers (localStorage), such as the timeline's whole-day axis. */
export function useDeviceFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? fallback : stored === 'true';
    } catch {
      return fallback;
    }
  });
  const remember = (next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(key, String(next));
    } catch {
      // Private mode or a full quota: the choice holds until the page is left.
    }
  };
  return [value, remember];
}
