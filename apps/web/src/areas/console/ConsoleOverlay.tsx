import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleTerminal } from './ConsoleTerminal';

/** The console over the current page (Shift+.): Escape or a page opened by a command closes it. */
export default function ConsoleOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('console.title')}
      size="xl"
      yOffset="10vh"
      returnFocus={false}
      transitionProps={{ duration: 0 }}
      data-testid="console-overlay"
    >
      <ConsoleTerminal autoFocus onNavigate={onClose} outputHeight={{ maxHeight: 'min(45vh, 24rem)' }} />
    </Modal>
  );
}
