import { Button, type ButtonProps, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { Ref } from 'react';
import { phoneTap } from './phone-tap';

export interface RowButtonProps {
  icon: Icon;
  /** The word on the button ("Delete"). */
  label: string;
  /** What a screen reader hears: the word with the row's name ("Delete Work"). */
  namedLabel: string;
  onClick: () => void;
  variant: ButtonProps['variant'];
  color?: MantineColor;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A small button on a row of a list (rename, delete, sign out…): an icon and a word, read out
 * with the row's name so a list of them is told apart.
 */
export function RowButton({ icon: RowIcon, label, namedLabel, ...button }: RowButtonProps) {
  return (
    <Button size="xs" leftSection={<RowIcon size={14} />} aria-label={namedLabel} className={phoneTap} {...button}>
      {label}
    </Button>
  );
}
