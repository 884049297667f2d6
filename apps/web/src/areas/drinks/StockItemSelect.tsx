import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@ordna/contract/kernel/quantities';
import { useStockItem, useStockSearch } from './use-stock-items';

/**
 * Which storage item an ingredient comes from: typed words find items by name (the ingredient's
 * own name first), so a drink knows whether it can be made from stock.
 */
export function StockItemSelect({
  value,
  ingredientName,
  label,
  onChange,
}: {
  value: string | null;
  ingredientName: string;
  label: string;
  onChange: (storageItemId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search || ingredientName, 250);
  const found = useStockSearch(debounced);
  const current = useStockItem(value);
  const options = new Map<string, string>();
  if (current.data) options.set(current.data._id, current.data.name);
  for (const item of found.data ?? []) {
    const amount = [formatAmount(item.quantity), item.unit].filter(Boolean).join(' ');
    options.set(item._id, `${item.name} (${amount}, ${item.storageGroupName})`);
  }
  return (
    <Select
      aria-label={label}
      placeholder={t('drinks.drink.stockPlaceholder')}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t('drinks.drink.stockSearching') : t('drinks.drink.stockNone')}
      w={{ base: '100%', xs: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
