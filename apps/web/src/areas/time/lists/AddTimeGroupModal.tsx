import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddTimeGroup } from '../use-time-groups';
import { isInputError } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import { useNameForm } from '../components/use-name-form';
import { NameModal } from './NameModal';

/** Names a new time group (POST /time-group), then opens it so its first sub group can start. */
export function AddTimeGroupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addGroup = useAddTimeGroup({ toasts: true });

  const close = () => {
    form.clear();
    addGroup.reset();
    onClose();
  };

  const form = useNameForm(t('time.groups.nameRequired'), (name, setError) =>
    addGroup.mutate(
      { name },
      {
        onSuccess: (group) => {
          close();
          void navigate(`/time-group/list/${encodeURIComponent(group._id)}`);
        },
        onError: (failure) => {
          if (isInputError(failure)) setError(localizeRefusal(failure));
        },
      },
    ),
  );

  return (
    <NameModal
      opened={opened}
      onClose={close}
      title={t('time.groups.add')}
      label={t('time.groups.name')}
      placeholder={t('time.groups.namePlaceholder')}
      submitLabel={t('time.groups.addShort')}
      loading={addGroup.isPending}
      form={form}
    />
  );
}
