import type { ComponentProps, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, lazyDialog } from '../../../shared/lazy/dialogs';
import { PageColumn } from '../../../shared/PageHeader';
import { ReadStates } from '../../../shared/QueryStates';
import { DefineUrlsHeader } from './DefineUrlsHeader';
import { EmptyPanel } from './EmptyPanel';
import type { RuleModal as RuleDialog } from './RuleModal';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const RuleModal = lazyDialog<ComponentProps<typeof RuleDialog>>(
  () => import('./RuleModal').then((module) => module.RuleModal),
  (props) => props.opened,
);

/** What a define-urls page lets go of (a rule deleted, a host forgotten), asked first. */
interface Letting<T> {
  target: T | null;
  idOf: (target: T) => string;
  remove: ComponentProps<typeof ConfirmDelete<T, string>>['remove'];
  /** The verb of its i18n keys under the page's: `.{verb}Title`, `.{verb}` and `.{verb}Body` (with `values`). */
  verb: string;
  values: Record<string, string>;
  onClose: () => void;
}

/**
 * A page under /time-tracker/admin/define-urls (its tab `current`), its words under the i18n key
 * `time.integrations.{current}` (`.title`, `.intro`, `.loadFailed`, `.emptyTitle`, `.emptyBody`): the header with its tabs, the read's
 * loading and failure, the empty panel (`empty` in it), what was read as a plain list (`ordered`, a
 * `row` each, keyed, with the `hint` above it if any), the rule dialog (`rule`) and the question
 * before `letting` go of one.
 */
export function DefineUrlsFrame<T, L>({
  current,
  read,
  loading,
  action,
  emptyIcon,
  empty,
  ordered = false,
  hint,
  row,
  rule,
  letting,
}: {
  current: 'rules' | 'unmatched';
  read: UseQueryResult<T[]>;
  loading: { rows: number; height: number };
  action?: ReactNode;
  emptyIcon: ReactNode;
  empty: ReactNode;
  ordered?: boolean;
  hint?: string;
  row: (item: T) => ReactNode;
  rule: ComponentProps<typeof RuleDialog>;
  letting: Letting<L>;
}) {
  const { t } = useTranslation();
  const { verb, values, ...question } = letting;
  const texts = `time.integrations.${current}`;
  const listed = (items: T[]) => {
    const list = (
      <Stack gap="sm" component={ordered ? 'ol' : 'ul'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map(row)}
      </Stack>
    );
    if (!hint) return list;
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {list}
      </Stack>
    );
  };
  return (
    <PageColumn>
      <DefineUrlsHeader current={current} title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} action={action} />
      <ReadStates read={read} failed={t(`${texts}.loadFailed`)} loading={loading} />
      {read.isSuccess && read.data.length === 0 && (
        <EmptyPanel icon={emptyIcon} title={t(`${texts}.emptyTitle`)} body={t(`${texts}.emptyBody`)}>
          {empty}
        </EmptyPanel>
      )}
      {read.isSuccess && read.data.length > 0 && listed(read.data)}

      <RuleModal {...rule} />
      <ConfirmDelete {...question} title={t(`${texts}.${verb}Title`)} confirmLabel={t(`${texts}.${verb}`)}>
        {t(`${texts}.${verb}Body`, values)}
      </ConfirmDelete>
    </PageColumn>
  );
}
