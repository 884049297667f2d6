import { reasonOf } from '../../shared/notify';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { drinksKeys } from './drinks-keys';
import { drinksViews } from '@ordna/contract/drinks/endpoints';
import { commandCall } from '../../api/call';

/** `dr list`: every drink collection with its drinks counted, and whether it is public. */
async function list(context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api, queryClient } = context;
  try {
    const collections = await queryClient.fetchQuery({
      queryKey: drinksKeys.collections(),
      queryFn: () => commandCall(api, drinksViews.collections),
      staleTime: 5_000,
    });
    if (collections.length === 0) return [{ text: t('drinks.commands.none'), tone: 'muted' }];
    return collections.map((collection) => ({
      text: [
        collection.name,
        t('drinks.drinkCount', { count: collection.drinkCount }),
        collection.publicId ? t('drinks.commands.public') : '',
      ]
        .filter(Boolean)
        .join(' — '),
    }));
  } catch (failure) {
    return [{ text: reasonOf(failure, t('drinks.loadFailed')), tone: 'error' }];
  }
}

/** `dr`: drinks from the console (docs/adding-an-area.md, "Console commands"). */
const dr: AreaCommand = {
  name: 'dr',
  subcommands: ['list'],
  helpKeys: ['drinks.commands.help.list'],
  needsLogin: true,
  run: async ({ words }, context) => {
    if (words[0] === 'list') return list(context);
    return [{ text: context.t('messages.noMatchingCommand'), tone: 'error' }];
  },
};

const drinksCommands: readonly AreaCommand[] = [dr];
export default drinksCommands;
