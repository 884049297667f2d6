import { Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './settings.module.css';

/** One setting: its name and a line about it, with its control beside (or below, on a phone). */
export function SettingRow({
  label,
  description,
  control,
  inline = false,
}: {
  label: string;
  description: ReactNode;
  control: ReactNode;
  /** A small control (a switch) stays beside its text even on a phone. */
  inline?: boolean;
}) {
  return (
    <div className={classes.row} data-inline={inline || undefined}>
      <div className={classes.rowText}>
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {control}
    </div>
  );
}

/** A setting turned on or off: its row with a switch beside the text, named by the row's label. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <SettingRow
      label={label}
      description={description}
      inline
      control={
        <Switch
          size="md"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-label={label}
        />
      }
    />
  );
}
