import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageColumn } from '../../shared/PageHeader';
import { ShoppingListView } from './ShoppingListView';

/** /specific-shopping-list/{listId}: one list's items, to add to and shop from. */
export default function SpecificShoppingListPage() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  return (
    <PageColumn>
      <ShoppingListView
        key={listId}
        listId={listId}
        crumbs={[{ label: t('shopping.listsTitle'), to: '/shopping-lists' }]}
      />
    </PageColumn>
  );
}
