import { formatQuantityLine } from '@ordna/contract/kernel/quantities';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { session } from '../../api/session';
import { reasonOf } from '../../shared/notify';
import { defaultListOf } from './default-list';
import { shoppingKeys } from './shopping-keys';
import { shoppingEndpoints, shoppingViews } from '@ordna/contract/shopping/endpoints';
import { commandCall } from '../../api/call';

/** Names read for the console are shared with the pages and kept this long. */
const FRESH_MS = 5_000;

const lists = ({ queryClient, api }: CommandContext) =>
  queryClient.fetchQuery({
    queryKey: shoppingKeys.lists(),
    queryFn: () => commandCall(api, shoppingViews.lists),
    staleTime: FRESH_MS,
  });

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const error = (text: string): ConsoleLine => ({ text, tone: 'error' });

/** `sl add <item>`: into the default list, read as typed ("2 l milk", "milk 2 l"). */
async function addItem(line: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api, queryClient } = context;
  if (!line) return [error(t('shopping.commands.whatToAdd'))];
  try {
    const added = await commandCall(api, shoppingEndpoints.createItem, { body: { line } });
    void queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    const name = (await lists(context)).find((list) => list._id === added.listId)?.name ?? '';
    return added.items.map((item) => ({
      text: t('shopping.commands.added', { item: formatQuantityLine(item), list: name }),
      tone: 'success' as const,
    }));
  } catch (failure) {
    return [error(t('shopping.item.addFailed')), { text: reasonOf(failure, ''), tone: 'muted' }];
  }
}

/** `sl show [list]`: what is left to buy on a list (the default one when none is named), or the lists. */
async function show(name: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api } = context;
  const all = await lists(context);
  if (all.length === 0) return [{ text: t('shopping.commands.noLists'), tone: 'muted' }];
  const preferred = session.current?.preferences.defaultShoppingList ?? null;
  const list = name ? all.find((each) => same(each.name, name)) : defaultListOf(all, preferred);
  if (!list) return [error(t('shopping.commands.noSuchList'))];
  const full = await commandCall(api, shoppingViews.list, { query: { listId: list._id } });
  const open = full.items.filter((item) => !item.checked);
  if (open.length === 0) return [{ text: list.name }, { text: t('shopping.commands.nothingLeft'), tone: 'muted' }];
  return [{ text: list.name }, ...open.map((item) => ({ text: `  ${formatQuantityLine(item)}` }))];
}

/** `sl`: shopping lists from the console (docs/adding-an-area.md, "Console commands"). */
const sl: AreaCommand = {
  name: 'sl',
  subcommands: ['add', 'show'],
  helpKeys: ['shopping.commands.help.add', 'shopping.commands.help.show'],
  needsLogin: true,
  complete: async ({ words }, context) => (words[0] === 'show' ? (await lists(context)).map((list) => list.name) : []),
  run: async ({ words }, context) => {
    const [sub, ...rest] = words;
    const text = rest.join(' ').trim();
    if (sub === 'add') return addItem(text, context);
    if (sub === 'show') return show(text, context);
    return [error(context.t('messages.noMatchingCommand'))];
  },
};

const shoppingCommands: readonly AreaCommand[] = [sl];
export default shoppingCommands;
