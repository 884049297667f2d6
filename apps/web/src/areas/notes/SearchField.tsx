import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NOTE_SEARCH_MAX } from '@ordna/contract/notes';

/** A search box that reports its words a moment after typing stops, so each keystroke is not a request. */
export function SearchField({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={NOTE_SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
