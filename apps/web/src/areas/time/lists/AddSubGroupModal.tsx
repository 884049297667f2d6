import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddSubGroup } from '../use-sub-groups';
import { reasonOf } from '../../../shared/notify';
import { useNameForm } from '../components/use-name-form';
import { NameModal } from './NameModal';

/** Names a new sub group of a time group (POST /sub-group), then opens it. */
export function AddSubGroupModal({
  groupId,
  opened,
  onClose,
}: {
  groupId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addSubGroup = useAddSubGroup();

  const close = () => {
    form.clear();
    addSubGroup.reset();
    onClose();
  };

  const form = useNameForm(t('time.subGroups.nameRequired'), (name, setError) =>
    addSubGroup.mutate(
      { name, timeGroupId: groupId },
      {
        onSuccess: (subGroup) => {
          close();
          void navigate(`/sub-group/${encodeURIComponent(subGroup._id)}`);
        },
        onError: (failure) => setError(reasonOf(failure, t('time.errors.tryAgain'))),
      },
    ),
  );

  return (
    <NameModal
      opened={opened}
      onClose={close}
      title={t('time.subGroups.add')}
      label={t('time.subGroups.name')}
      placeholder={t('time.subGroups.namePlaceholder')}
      submitLabel={t('time.subGroups.addShort')}
      loading={addSubGroup.isPending}
      form={form}
    />
  );
}
