import { Badge, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './settings.module.css';

/** A card that opens a settings page: icon, name, one line about it, and an optional status. */
export function SettingsLinkCard({
  to,
  icon,
  title,
  description,
  status,
  color,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  status?: { label: string; color: string };
  color?: string;
}) {
  return (
    <Link to={to} className={classes.linkCard}>
      <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} lh={1.3}>
          {title}{' '}
          {status && (
            <Badge size="sm" variant="light" color={status.color} ml={4} style={{ verticalAlign: 'middle' }}>
              {status.label}
            </Badge>
          )}
        </Text>
        <Text size="sm" c="dimmed" lh={1.35} mt={2}>
          {description}
        </Text>
      </div>
      <IconChevronRight size={18} className={classes.chevron} aria-hidden />
    </Link>
  );
}
