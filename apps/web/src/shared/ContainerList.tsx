import { Anchor, Paper, Stack, type AnchorProps, type PaperProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDelete, NameModal } from './lazy/dialogs';
import type { Naming } from './NameModal';
import { useListShortcuts } from './use-list-shortcuts';

/** A named container as its list page reads it (a list, group or collection); `sharedBy` when someone shared it. */
interface Container {
  _id: string;
  name: string;
  sharedBy?: unknown;
}

/**
 * The state of a page listing named containers (shopping lists, storage groups, drink collections…):
 * its keyboard list (Enter opens, Ctrl+N adds, Ctrl+C copies the name, Delete asks), whether the
 * "New …" dialog is open, and which container is being deleted. `hrefOf` is a container's page,
 * `naming` how one is named.
 */
export function useContainerList<T extends Container>(
  items: readonly T[],
  hrefOf: (id: string) => string,
  naming: Naming,
) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [renaming, setRenaming] = useState<T | null>(null);
  const keys = useListShortcuts({
    items,
    open: (container) => void navigate(hrefOf(container._id)),
    create: () => setAdding(true),
    copyText: (container) => container.name,
    // A container shared with this person is left from its own page, not deleted.
    remove: (container) => !container.sharedBy && setDeleting(container),
  });
  return {
    items,
    hrefOf,
    naming,
    keys,
    adding,
    deleting,
    renaming,
    startAdding: () => setAdding(true),
    stopAdding: () => setAdding(false),
    startDeleting: (container: T) => setDeleting(container),
    startRenaming: (container: T) => setRenaming(container),
    stopRenaming: () => setRenaming(null),
    stopDeleting: () => setDeleting(null),
    /** After a container is made: the dialog closes and its page opens. */
    openMade: (made: { _id: string }) => {
      setAdding(false);
      void navigate(hrefOf(made._id));
    },
  };
}

export type ContainerList<T extends Container> = ReturnType<typeof useContainerList<T>>;

/** What a keyboard list of cards shows: its items (each with an `_id`) and its keys (`useListShortcuts`). */
interface KeyedItems<T> {
  items: readonly T[];
  keys: Pick<ReturnType<typeof useListShortcuts<T>>, 'listRef' | 'onKeyDown' | 'itemProps'>;
}

/**
 * Items (a list's containers, or what a container holds) as a keyboard list of cards, each drawn
 * by `children`. `listRole` reads the list out as one ("list of 3 items"); `label` names it;
 * `testId` marks each card for the journeys.
 */
function ContainerRows<T extends { _id: string }>({
  list,
  label,
  listRole = false,
  card,
  testId,
  children,
}: {
  list: KeyedItems<T>;
  label?: string;
  listRole?: boolean;
  card?: PaperProps;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  const { keys } = list;
  return (
    <Stack
      gap="xs"
      role={listRole ? 'list' : undefined}
      aria-label={label}
      ref={keys.listRef}
      onKeyDown={keys.onKeyDown}
    >
      {list.items.map((item, index) => (
        <Paper
          key={item._id}
          withBorder
          radius="md"
          {...(card ?? { p: 'sm' })}
          role={listRole ? 'listitem' : undefined}
          data-testid={testId}
          {...keys.itemProps(index)}
        >
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}

/** A container's name on its card: the link to its page, where the keyboard list puts the focus. */
function ContainerLink({ to, children, ...anchor }: { to: string; children: ReactNode } & AnchorProps) {
  return (
    <Anchor component={Link} to={to} fw={600} data-list-focus {...anchor}>
      {children}
    </Anchor>
  );
}

/** The write that makes a container from its name: an area's add mutation. */
interface AddWrite<Made> {
  isPending: boolean;
  mutate: (name: string, options: { onSuccess: (made: Made) => void }) => void;
}

/**
 * The "New …" name dialog, open while `list.adding`: `title` and `submit` (Save by default) are i18n
 * keys. Once made, the container's page opens, or the person stays on the list (`stay`).
 */
function AddContainerModal<T extends Container, Made extends { _id: string }>({
  list,
  add,
  title,
  submit = 'common.save',
  stay = false,
}: {
  list: ContainerList<T>;
  add: AddWrite<Made>;
  title: string;
  submit?: string;
  stay?: boolean;
}) {
  if (!list.adding) return null;
  const save = (name: string) => add.mutate(name, { onSuccess: stay ? list.stopAdding : list.openMade });
  return <NamingDialog {...{ list, title, submit, save }} pending={add.isPending} close={list.stopAdding} />;
}

/** The write that gives a container a new name: its body names the container by `idField`. */
interface RenameWrite<Id extends string> {
  isPending: boolean;
  mutate: (body: Record<Id, string> & { name: string }, options: { onSuccess: () => void }) => void;
}

/** The name dialog for `list.renaming`, its name filled in; `title` and `submit` (Save) are i18n keys. */
function RenameContainerModal<T extends Container, Id extends string>({
  list,
  rename,
  idField,
  title,
  submit = 'common.save',
}: {
  list: ContainerList<T>;
  rename: RenameWrite<Id>;
  idField: Id;
  title: string;
  submit?: string;
}) {
  const { renaming } = list;
  if (!renaming) return null;
  // A computed key types as `string` in TypeScript: the body is `{ [idField]: id, name }`.
  const bodyOf = (name: string) => ({ [idField]: renaming._id, name }) as Record<Id, string> & { name: string };
  const save = (name: string) => rename.mutate(bodyOf(name), { onSuccess: list.stopRenaming });
  return (
    <NamingDialog
      {...{ list, title, submit, save }}
      name={renaming.name}
      pending={rename.isPending}
      close={list.stopRenaming}
    />
  );
}

/**
 * The name dialog of a container list, both "New …" and rename: `title` and `submit` are i18n keys,
 * `name` the name it starts from, `save` the write of the name typed.
 */
function NamingDialog<T extends Container>({
  list,
  title,
  submit,
  name,
  pending,
  close,
  save,
}: {
  list: ContainerList<T>;
  title: string;
  submit: string;
  name?: string;
  pending: boolean;
  close: () => void;
  save: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <NameModal
      naming={list.naming}
      title={t(title)}
      submitLabel={t(submit)}
      initialName={name}
      loading={pending}
      onClose={close}
      onSave={save}
    />
  );
}

/**
 * "Delete …?" for the container in `list.deleting`, with the i18n keys under `texts`: `.deleteTitle`
 * (with its name), `.delete` on the button and `.deleteBody` (with `count`, what goes with it, if any).
 */
function DeleteContainerDialog<T extends Container>({
  list,
  remove,
  texts,
  count,
}: {
  list: ContainerList<T>;
  remove: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };
  texts: string;
  count?: (container: T) => number;
}) {
  const { t } = useTranslation();
  const { deleting } = list;
  return (
    <ConfirmDelete
      target={deleting}
      idOf={(container) => container._id}
      remove={remove}
      title={t(`${texts}.deleteTitle`, { name: deleting?.name ?? '' })}
      confirmLabel={t(`${texts}.delete`)}
      onClose={list.stopDeleting}
    >
      {count ? t(`${texts}.deleteBody`, { count: deleting ? count(deleting) : 0 }) : t(`${texts}.deleteBody`)}
    </ConfirmDelete>
  );
}

/** The pieces of a container list page, as `<Containers.Rows>`, `<Containers.Link>`… */
export const Containers = {
  Rows: ContainerRows,
  Link: ContainerLink,
  AddModal: AddContainerModal,
  RenameModal: RenameContainerModal,
  DeleteDialog: DeleteContainerDialog,
};
