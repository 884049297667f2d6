import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UrlRule } from '@ordna/contract/time/heartbeats';
import { RuleForm, type RuleFormValues } from './RuleForm';

/** The rule form in a dialog: adding (optionally prefilled) or editing a rule. */
export function RuleModal({
  opened,
  rule,
  initial,
  onClose,
}: {
  opened: boolean;
  rule?: UrlRule;
  initial?: Partial<RuleFormValues>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rule ? t('time.integrations.ruleForm.editTitle') : t('time.integrations.ruleForm.addTitle')}
      centered
      size="lg"
    >
      {opened && <RuleForm rule={rule} initial={initial} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}
