import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { recipesKeys } from './recipes-keys';
import { recipesViews } from '@ordna/contract/recipes/endpoints';
import { commandCall } from '../../api/call';

/** Lines a search prints at most; the rest is counted. */
const SHOWN_MAX = 20;

const collections = ({ queryClient, api }: CommandContext) =>
  queryClient.fetchQuery({
    queryKey: recipesKeys.collections(),
    queryFn: () => commandCall(api, recipesViews.collections),
    staleTime: 5_000,
  });

/** `rc find <text>`: the recipes whose name holds the text, in every collection the person sees. */
async function find(text: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api } = context;
  if (!text) return [{ text: t('messages.noSearchValue'), tone: 'error' }];
  try {
    const all = await collections(context);
    const pages = await Promise.all(
      all.map((collection) =>
        commandCall(api, recipesViews.page, { query: { collectionId: collection._id, query: text } }),
      ),
    );
    const found = pages.flatMap((page, index) =>
      page.recipes.map((recipe) => ({ recipe, collection: all[index]!.name })),
    );
    if (found.length === 0) return [{ text: t('recipes.commands.noneFound', { text }), tone: 'muted' }];
    const lines: ConsoleLine[] = found
      .slice(0, SHOWN_MAX)
      .map(({ recipe, collection }) => ({ text: t('recipes.commands.found', { name: recipe.name, collection }) }));
    if (found.length > SHOWN_MAX) {
      lines.push({ text: t('recipes.commands.more', { count: found.length - SHOWN_MAX }), tone: 'muted' });
    }
    if (found.length === 1) context.navigate(`/recipe/${found[0]!.recipe._id}`);
    return lines;
  } catch (failure) {
    return [{ text: reasonOf(failure, t('recipes.loadFailed')), tone: 'error' }];
  }
}

const recipeCommands: readonly AreaCommand[] = [
  {
    name: 'rc',
    subcommands: ['find'],
    helpKeys: ['recipes.commands.help.find'],
    needsLogin: true,
    run: async ({ words }, context) => {
      const [sub, ...rest] = words;
      if (sub === 'find') return find(rest.join(' ').trim(), context);
      return [{ text: context.t('messages.noMatchingCommand'), tone: 'error' }];
    },
  },
];

export default recipeCommands;
