import { useTranslation } from 'react-i18next';
import type { RecipeCollection } from '@ordna/contract/recipes';
import { ConfirmDelete } from '../../shared/ConfirmDialog';
import { ShareDialog } from '../../shared/ShareDialog';
import { RECIPE_COLLECTION_NAME_MAX } from '@ordna/contract/recipes/limits';
import { NameModal, type Naming } from '../../shared/NameModal';
import { useAddCollection, useDeleteCollection, useRenameCollection } from './use-recipes';

/** How a recipe collection is named in the name dialog. */
const COLLECTION_NAMING: Naming = {
  label: 'recipes.collection.name',
  placeholder: 'recipes.collection.namePlaceholder',
  required: 'refusals.recipes.collectionNameRequired',
  maxLength: RECIPE_COLLECTION_NAME_MAX,
};

export type CollectionDialog =
  | { kind: 'add' }
  | { kind: 'rename'; collection: RecipeCollection }
  | { kind: 'share'; collection: RecipeCollection }
  | { kind: 'delete'; collection: RecipeCollection };

/** The collections' dialogs: add, rename, share and delete (after a confirmation). */
export function CollectionDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: CollectionDialog | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddCollection();
  const rename = useRenameCollection();
  const remove = useDeleteCollection();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return (
        <NameModal
          naming={COLLECTION_NAMING}
          title={t('recipes.collection.addTitle')}
          submitLabel={t('recipes.collection.add')}
          loading={add.isPending}
          onSave={(name) => add.mutate(name, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <NameModal
          naming={COLLECTION_NAMING}
          title={t('recipes.collection.renameTitle')}
          submitLabel={t('common.save')}
          initialName={dialog.collection.name}
          loading={rename.isPending}
          onSave={(name) => rename.mutate({ collectionId: dialog.collection._id, name }, { onSuccess: onClose })}
          onClose={onClose}
        />
      );
    case 'share':
      return (
        <ShareDialog
          kind="recipeCollection"
          id={dialog.collection._id}
          name={dialog.collection.name}
          opened
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDelete
          target={dialog.collection}
          idOf={(collection) => collection._id}
          remove={remove}
          title={t('recipes.collection.deleteTitle', { name: dialog.collection.name })}
          confirmLabel={t('common.delete')}
          onClose={onClose}
          onDeleted={onDeleted}
        >
          {t('recipes.collection.deleteBody', { count: dialog.collection.recipeCount })}
        </ConfirmDelete>
      );
  }
}
