import { Alert, Button, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { reasonOf } from './notify';
import { PageColumn } from './PageHeader';

/**
 * The states of a read that has no data to show (docs/architecture.md, "web shared kernel"):
 * still loading, failed (with a way to try again), or done and empty.
 */

/** Whether a read failed because what it asked for is not there (deleted, or never was): a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Placeholder rows while a list loads. */
export function LoadingRows({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

interface QueryErrorProps {
  /** What failed, as the alert's title. */
  title?: string;
  /** The failure; its reason is shown when given (or `fallback` when it carries none). */
  error?: unknown;
  fallback?: string;
  onRetry: () => void;
}

/** A failed read: what failed, the server's reason, and a way to try again. */
export function QueryError({ title, error, fallback = '', onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const reason = error === undefined ? '' : reasonOf(error, fallback);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {reason && <Text size="sm">{reason}</Text>}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A helpful empty list: what is missing and the one thing to do about it. */
export function EmptyListState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState icon={icon} withIndicatorBackground>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

/** A page whose item is not there (a 404): what is missing, and a button to the list it came from. */
export function NotFoundPage({
  backTo,
  backLabel,
  ...state
}: {
  icon: ReactNode;
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageColumn>
      <EmptyListState
        {...state}
        action={
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        }
      />
    </PageColumn>
  );
}

/** What `ReadStates` reads of a query: its state, its data, its failure and how to read it again. */
interface Read {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data?: unknown;
  error: unknown;
  refetch: () => unknown;
}

/** A list's empty state: its icon, the i18n key prefix of its `title` and `body`, and what to do. */
interface EmptyTexts {
  icon: ReactNode;
  texts: string;
  action?: ReactNode;
}

/**
 * A page's read before it has something to show: placeholder rows while it loads (`loading`), the
 * failure (`failed` as its title) with "Try again", or `empty` once it has read a list that holds
 * nothing (or `isEmpty` says so, for data that is not itself the list).
 */
export function ReadStates({
  read,
  failed,
  loading,
  isEmpty = Array.isArray(read.data) && read.data.length === 0,
  empty,
}: {
  read: Read;
  failed?: string;
  loading?: { rows?: number; height?: number };
  isEmpty?: boolean;
  empty?: EmptyTexts;
}) {
  const { t } = useTranslation();
  return (
    <>
      {read.isPending && <LoadingRows {...loading} />}
      {read.isError && <QueryError title={failed} error={read.error} onRetry={() => void read.refetch()} />}
      {read.isSuccess && isEmpty && empty && (
        <EmptyListState
          icon={empty.icon}
          title={t(`${empty.texts}.title`)}
          description={t(`${empty.texts}.body`)}
          action={empty.action}
        />
      )}
    </>
  );
}
