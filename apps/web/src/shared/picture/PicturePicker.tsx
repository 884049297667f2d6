import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { base64Of, problemOf } from './read-picture';

interface PicturePickerProps {
  /** The kept picture's address on the app's own origin, or null. */
  image: string | null;
  /** What the picture shows, for its alternative text. */
  name: string;
  /** Whether the person may change the picture (an editor or the owner). */
  canChange: boolean;
  busy: boolean;
  onUpload: (base64: string) => void;
  onRemove: () => void;
}

/**
 * A recipe's or drink's picture, and for those who may change it a place to drop a file or pick
 * one, and to remove it. A file that is not a picture or is over 10 MiB is refused here with the
 * reason, before anything is sent; the server checks the bytes again.
 */
export function PicturePicker({ image, name, canChange, busy, onUpload, onRemove }: PicturePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const take = async (file: File | null) => {
    if (!file) return;
    const found = problemOf(file);
    setProblem(found && t(`common.picture.${found}`));
    if (!found) onUpload(await base64Of(file));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0] ?? null);
  };

  if (!canChange) return image ? <Image src={image} alt={name} radius="md" mah={360} fit="cover" /> : null;
  return (
    <Paper
      withBorder
      radius="md"
      p={image ? 0 : 'md'}
      data-testid="picture-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        overflow: 'hidden',
        borderStyle: image ? undefined : 'dashed',
        outline: over ? '2px solid var(--mantine-color-ordna-filled)' : undefined,
      }}
    >
      <Stack gap="xs">
        {image && <Image src={image} alt={name} mah={360} fit="cover" />}
        <Group justify={image ? 'flex-start' : 'center'} gap="xs" p={image ? 'xs' : 0} wrap="wrap">
          {!image && (
            <Text size="sm" c="dimmed">
              {t('common.picture.dropHere')}
            </Text>
          )}
          <FileButton
            onChange={(file) => void take(file)}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={16} />} loading={busy}>
                {image ? t('common.picture.change') : t('common.picture.choose')}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onRemove}
              disabled={busy}
            >
              {t('common.picture.remove')}
            </Button>
          )}
        </Group>
        {problem && (
          <Text
            size="sm"
            c="red"
            role="alert"
            px={image ? 'xs' : 0}
            pb={image ? 'xs' : 0}
            ta={image ? undefined : 'center'}
          >
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
