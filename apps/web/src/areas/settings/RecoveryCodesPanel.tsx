import { Alert, Button, Checkbox, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveText } from '../../shared/save-file';
import classes from './settings.module.css';

/** The recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodesPanel({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // The code boxes that had focus are gone: bring the person (and a screen reader) to the codes.
  useEffect(() => notice.current?.focus(), []);
  const text = `${t('settings.recovery.fileHeading', { username })}\n\n${codes.join('\n')}\n\n${t('settings.recovery.fileNote')}\n`;

  return (
    <Stack gap="md">
      <Alert
        ref={notice}
        tabIndex={-1}
        color="yellow"
        variant="light"
        icon={<IconKey size={18} />}
        title={t('settings.recovery.title')}
      >
        {t('settings.recovery.explain')}
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        maw={520}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code} className={classes.recoveryCode} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              color={copied ? 'teal' : undefined}
            >
              {copied ? t('settings.recovery.copied') : t('settings.recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveText('ordna-recovery-codes.txt', text, 'text/plain;charset=utf-8')}
        >
          {t('settings.recovery.download')}
        </Button>
      </Group>
      <Checkbox
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        label={t('settings.recovery.confirm')}
      />
      <Group>
        <Button disabled={!saved} onClick={onDone}>
          {t('settings.recovery.done')}
        </Button>
      </Group>
    </Stack>
  );
}
