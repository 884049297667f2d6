import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The "+ New …" button of a page (in its header, and again in its empty state). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}
