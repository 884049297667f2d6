import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from './AdminSection';
import { useNavigate } from 'react-router';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import type { SubGroupListEntry } from '@ordna/contract/time';
import { adminPath, moveTargets } from './admin-tree';
import { ConfirmDialog } from '../../../shared/lazy/dialogs';
import { Select } from '../../../shared/lazy/inputs';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroups } from '../use-sub-groups';
import { useMoveSubGroup } from './use-time-admin';

/**
 * Moves every stamp of a sub group into another one (of any time group), which removes the
 * source; then opens the target's admin page.
 */
export function MoveStampsCard({ source }: { source: SubGroupListEntry }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const groups = useShallowGroups();
  const subGroups = useSubGroups();
  const move = useMoveSubGroup((newSubGroupId) => {
    setConfirming(false);
    navigate(adminPath('sub-group', newSubGroupId), { replace: true });
  });
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const data = moveTargets(groups.data ?? [], subGroups.data ?? [], source, i18n.language);
  const target = subGroups.data?.find((subGroup) => subGroup._id === targetId);
  const targetGroup = groups.data?.find((group) => group._id === target?.timeGroupId);
  const loading = groups.isPending || subGroups.isPending;

  const confirm = async () => {
    if (!target) return;
    try {
      await move.mutateAsync({ subGroupId: source._id, newSubGroupId: target._id });
      notifySuccess(t('time.admin.move.done', { target: target.name }));
    } catch (error) {
      setConfirming(false);
      notifyFailure(t('messages.moveSubGroupFailed'), error, t('time.admin.genericError'));
    }
  };

  return (
    <AdminSection
      id="group-admin-move"
      title={t('time.admin.move.title')}
      description={t('time.admin.move.description', {
        name: source.name,
        stamps: t('time.admin.stampCount', { count: source.usage }),
      })}
      outside={
        target && (
          <ConfirmDialog
            opened={confirming}
            title={t('time.admin.move.confirmTitle')}
            confirmLabel={t('time.admin.move.submit')}
            loading={move.isPending}
            onConfirm={() => void confirm()}
            onClose={() => setConfirming(false)}
          >
            <p style={{ margin: 0 }}>
              {t('time.admin.move.confirmBody', {
                stamps: t('time.admin.stampCount', { count: source.usage }),
                name: source.name,
                target: target.name,
                group: targetGroup?.name ?? '',
              })}
            </p>
            <p style={{ marginBottom: 0 }}>{t('time.admin.move.sourceRemoved', { name: source.name })}</p>
          </ConfirmDialog>
        )
      }
    >
      <Select
        label={t('time.admin.move.target')}
        placeholder={loading ? t('common.loading') : t('time.admin.move.targetPlaceholder')}
        data={data}
        value={targetId}
        onChange={setTargetId}
        searchable
        selectFirstOptionOnChange
        disabled={loading || data.length === 0}
        nothingFoundMessage={t('time.admin.move.nothingFound')}
        description={!loading && data.length === 0 ? t('time.admin.move.noTargets') : undefined}
        error={groups.isError || subGroups.isError ? t('messages.fetchSubGroupsFailed') : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconArrowsRightLeft size={16} />}
        disabled={!target}
        onClick={() => setConfirming(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('time.admin.move.submit')}
      </Button>
    </AdminSection>
  );
}
