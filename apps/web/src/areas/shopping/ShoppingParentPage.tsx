import { IconBasket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, ReadStates } from '../../shared/QueryStates';
import { usePreferences } from '../../shared/use-preferences';
import { defaultListOf } from './default-list';
import { NameModal } from '../../shared/NameModal';
import { LIST_NAMING } from './list-naming';
import { ShoppingListView } from './ShoppingListView';
import { useAddList, useShoppingLists } from './use-shopping';

/** /shopping-list-parent: the default list, ready to add to and shop from; a first list when there is none. */
export default function ShoppingParentPage() {
  const { t } = useTranslation();
  const lists = useShoppingLists();
  const add = useAddList();
  const { preferences } = usePreferences();
  const [adding, setAdding] = useState(false);
  const chosen = lists.data && defaultListOf(lists.data, preferences.defaultShoppingList);

  return (
    <PageColumn>
      {chosen ? (
        <ShoppingListView listId={chosen._id} />
      ) : (
        <>
          <PageHeader title={t('nav.shoppingList')} />
          <ReadStates read={lists} failed={t('shopping.list.loadFailed')} loading={{ height: 44 }} />
          {lists.isSuccess && (
            <EmptyListState
              icon={<IconBasket size={28} />}
              title={t('shopping.empty.title')}
              description={t('shopping.empty.body')}
              action={<AddButton label={t('shopping.list.add')} onClick={() => setAdding(true)} />}
            />
          )}
        </>
      )}
      {adding && (
        <NameModal
          naming={LIST_NAMING}
          title={t('shopping.list.addTitle')}
          submitLabel={t('common.save')}
          initialName={t('shopping.list.firstName')}
          loading={add.isPending}
          onSave={(name) => add.mutate(name, { onSuccess: () => setAdding(false) })}
          onClose={() => setAdding(false)}
        />
      )}
    </PageColumn>
  );
}
