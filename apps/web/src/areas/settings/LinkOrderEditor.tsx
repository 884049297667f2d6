import { ActionIcon, Anchor, Box, Group, Switch, Text, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '../../shared/lazy/Tooltip';
import { IconArrowDown, IconArrowUp, IconExternalLink, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomLinkEntry } from '@ordna/contract/auth/link-order';
import { useNavAreas } from '../../shared/areas-context';
import { arrangeLinks, linkOrderOf, moveLink, type ArrangedLink } from '../../shared/link-order';
import { usePreferences } from '../../shared/use-preferences';
import { CustomLinkForm } from './CustomLinkForm';
import classes from './settings.module.css';
import { phoneTap } from '../../shared/phone-tap';

const keyOf = (link: ArrangedLink) => (link.kind === 'area' ? `area:${link.area.place}` : `custom:${link.link.id}`);

type Direction = 'up' | 'down';

/**
 * The side bar's order (docs/architecture.md, "Side bar order"): drag a row, or move it with its
 * buttons or Alt+↑/↓; show or hide each; add and remove custom links. Every change saves at once;
 * a failure puts the old order back and says 'Could not save links'.
 */
export function LinkOrderEditor() {
  const { t } = useTranslation();
  const areas = useNavAreas();
  const { preferences, savePreferences } = usePreferences();
  const links = arrangeLinks(areas, preferences);
  const list = useRef<HTMLUListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: Direction } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const nameOf = (link: ArrangedLink) => (link.kind === 'area' ? t(link.area.labelKey) : link.link.label);
  const save = (next: ArrangedLink[]) =>
    savePreferences({ linkOrder: linkOrderOf(next) }, { failureMessage: 'couldNotSaveLinks' });

  const move = (from: number, to: number, direction?: Direction) => {
    if (to < 0 || to >= links.length || from === to) return;
    const link = links[from]!;
    if (direction) setFocusAfterMove({ key: keyOf(link), direction });
    setAnnouncement(t('settings.links.moved', { name: nameOf(link), position: to + 1, count: links.length }));
    void save(moveLink(links, from, to));
  };

  // A moved row's button keeps the focus; at either end it passes to the other button.
  useEffect(() => {
    if (!focusAfterMove) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-link-key="${focusAfterMove.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, links]);

  const onRowKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 'up' : 'down';
    move(index, direction === 'up' ? index - 1 : index + 1, direction);
  };

  const setHidden = (index: number, hidden: boolean) =>
    void save(links.map((link, at) => (at === index ? { ...link, hidden } : link)));

  const remove = (index: number) => {
    setAnnouncement(t('settings.links.removed', { name: nameOf(links[index]!) }));
    void save(links.filter((_, at) => at !== index));
  };

  const add = (link: CustomLinkEntry) => save([...links, { kind: 'custom', link, hidden: false }]);

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.links.help')}
      </Text>
      <ul ref={list} className={classes.linkList} aria-label={t('settings.links.listLabel')}>
        {links.map((link, index) => {
          const name = nameOf(link);
          const Icon = link.kind === 'area' ? link.area.icon : IconExternalLink;
          return (
            <li
              key={keyOf(link)}
              data-link-key={keyOf(link)}
              data-testid="link-row"
              data-hidden={link.hidden || undefined}
              data-dragging={dragging === index || undefined}
              className={classes.linkRow}
              draggable
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              onKeyDown={(event) => onRowKey(event, index)}
            >
              <IconGripVertical size={18} className={classes.grip} aria-hidden />
              <Icon size={20} stroke={1.6} aria-hidden className={classes.linkIcon} />
              <Box className={classes.linkName}>
                <Text fw={500} truncate>
                  {name}
                </Text>
                {link.kind === 'custom' && (
                  <Anchor href={link.link.url} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed" truncate>
                    {link.link.url}
                  </Anchor>
                )}
              </Box>
              <Group gap={4} wrap="nowrap" className={classes.linkActions}>
                <Switch
                  size="sm"
                  checked={!link.hidden}
                  onChange={(event) => setHidden(index, !event.currentTarget.checked)}
                  aria-label={t('settings.links.show', { name })}
                  mr={6}
                />
                <ActionIcon
                  className={phoneTap}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                  aria-label={t('settings.links.moveUp', { name })}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  className={phoneTap}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  data-move="down"
                  disabled={index === links.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                  aria-label={t('settings.links.moveDown', { name })}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                {link.kind === 'area' ? (
                  <span className={classes.removeSpace} aria-hidden />
                ) : (
                  <Tooltip label={t('settings.links.remove', { name })} openDelay={400}>
                    <ActionIcon
                      className={phoneTap}
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => remove(index)}
                      aria-label={t('settings.links.remove', { name })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </li>
          );
        })}
      </ul>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Box mt="md">
        <CustomLinkForm current={preferences.linkOrder} onAdd={add} />
      </Box>
    </>
  );
}
