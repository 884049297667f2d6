import { Button, type ButtonProps } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { phoneTap } from './phone-tap';

type PageButtonProps = { label: string; onClick: () => void } & Omit<ButtonProps, 'children' | 'leftSection'>;

/** "Edit" on a thing's page: a quiet button with a pencil. */
export function EditButton({ label, ...button }: PageButtonProps) {
  return (
    <Button variant="default" leftSection={<IconPencil size={16} />} className={phoneTap} {...button}>
      {label}
    </Button>
  );
}

/** "Delete" on a thing's page or form: red, with a bin; it opens the confirmation, it deletes nothing itself. */
export function DeleteButton({ label, ...button }: PageButtonProps) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} className={phoneTap} {...button}>
      {label}
    </Button>
  );
}
