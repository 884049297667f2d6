import { formatAmount } from '@ordna/contract/kernel/quantities';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { storageKeys } from './storage-keys';
import { storageViews } from '@ordna/contract/storage/endpoints';
import { commandCall } from '../../api/call';

/** `st find <words>`: the items whose name has every word, in every group the person sees. */
async function find(words: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api, queryClient } = context;
  if (!words) return [{ text: t('storage.commands.whatToFind'), tone: 'error' }];
  try {
    const found = await queryClient.fetchQuery({
      queryKey: storageKeys.found(words),
      queryFn: () => commandCall(api, storageViews.found, { query: { query: words } }),
      staleTime: 5_000,
    });
    if (found.length === 0) return [{ text: t('storage.commands.nothingFound'), tone: 'muted' }];
    return found.map((item) => ({
      text: `${item.name} — ${formatAmount(item.quantity)}${item.unit ? ` ${item.unit}` : ''} (${item.storageGroupName})${
        item.bestBefore ? ` ${t('storage.item.bestBeforeShort')} ${item.bestBefore}` : ''
      }`,
    }));
  } catch (failure) {
    return [{ text: reasonOf(failure, t('storage.loadFailed')), tone: 'error' }];
  }
}

/** `st`: storage from the console (docs/adding-an-area.md, "Console commands"). */
const st: AreaCommand = {
  name: 'st',
  subcommands: ['find'],
  helpKeys: ['storage.commands.help.find'],
  needsLogin: true,
  run: async ({ words }, context) => {
    const [sub, ...rest] = words;
    if (sub === 'find') return find(rest.join(' ').trim(), context);
    return [{ text: context.t('messages.noMatchingCommand'), tone: 'error' }];
  },
};

const storageCommands: readonly AreaCommand[] = [st];
export default storageCommands;
