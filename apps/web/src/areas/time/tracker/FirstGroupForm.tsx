import { Button, EmptyState, Paper, TextInput } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/use-session';
import { rememberLastGroup } from '../components/last-group';
import { isInputError } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import { useNameForm } from '../components/use-name-form';
import { useAddTimeGroup } from '../use-time-groups';
import classes from '../components/time.module.css';

/** First run: nothing to stamp into yet, so the first time group is made right here. */
export function FirstGroupForm() {
  const { t } = useTranslation();
  const userId = useSession()?._id ?? '';
  const addGroup = useAddTimeGroup({ toasts: true });
  const form = useNameForm(t('time.groups.nameRequired'), (name, setError) =>
    addGroup.mutate(
      { name },
      {
        onSuccess: (group) => rememberLastGroup(userId, group._id),
        onError: (failure) => {
          if (isInputError(failure)) setError(localizeRefusal(failure));
        },
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <EmptyState icon={<IconClockPlay size={30} stroke={1.5} />} variant="light">
        <EmptyState.Title order={2}>{t('time.tracker.firstTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('time.tracker.firstBody')}</EmptyState.Description>
        <EmptyState.Actions w="100%" maw={460}>
          <form onSubmit={form.submit} style={{ width: '100%' }}>
            <div className={classes.stampIn}>
              <TextInput
                className={classes.stampInName}
                size="md"
                aria-label={t('time.groups.name')}
                placeholder={t('time.tracker.firstPlaceholder')}
                {...form.inputProps}
              />
              <Button type="submit" size="md" loading={addGroup.isPending}>
                {t('time.tracker.firstCreate')}
              </Button>
            </div>
          </form>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
