import type { ShallowTimeGroup } from '@ordna/contract/time';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { timeKeys } from './time-keys';
import { timeEndpoints, timeViews } from '@ordna/contract/time/endpoints';
import { commandCall } from '../../api/call';

/** Names read for the console are shared with the pages' pickers and kept this long. */
const FRESH_MS = 5_000;

const timeGroups = ({ queryClient, api }: CommandContext) =>
  queryClient.fetchQuery({
    queryKey: timeKeys.shallowGroups(),
    queryFn: () => commandCall(api, timeViews.shallowGroups, { query: { shallow: true } }),
    staleTime: FRESH_MS,
  });

const subGroups = ({ queryClient, api }: CommandContext) =>
  queryClient.fetchQuery({
    queryKey: timeKeys.subGroups(),
    queryFn: () => commandCall(api, timeViews.subGroupSummaries),
    staleTime: FRESH_MS,
  });

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The time group a typed name means, without regard to case. */
async function groupNamed(name: string, context: CommandContext): Promise<ShallowTimeGroup | undefined> {
  return (await timeGroups(context)).find((group) => same(group.name, name));
}

const error = (text: string): ConsoleLine => ({ text, tone: 'error' });

/** Every page showing time reads again, so the tracker shows a stamp the console started or ended. */
const refresh = ({ queryClient }: CommandContext) => void queryClient.invalidateQueries({ queryKey: timeKeys.all });

/** `tm in <time group> -s <sub group>`: starts a stamp now; a new sub group name makes the sub group. */
async function stampIn(group: string, subGroup: string | undefined, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api } = context;
  const found = group ? await groupNamed(group, context) : undefined;
  if (!found) return [error(t('messages.timeGroupNotFound'))];
  if (!subGroup?.trim()) return [error(t('messages.needSubGroupName'))];
  const existing = (await subGroups(context)).find((sub) => sub.timeGroupId === found._id && same(sub.name, subGroup));
  try {
    const stamp = await commandCall(api, timeEndpoints.createStamp, {
      body: {
        name: existing?.name ?? subGroup.trim(),
        timeGroupId: found._id,
      },
    });
    refresh(context);
    return [{ text: t('time.commands.stampedIn', { group: found.name, subGroup: stamp.name }), tone: 'success' }];
  } catch (failure) {
    return [
      error(t('messages.couldNotStampIn')),
      { text: reasonOf(failure, t('time.errors.tryAgain')), tone: 'muted' },
    ];
  }
}

/** `tm out [<time group>]`: ends every running stamp, or those of one time group. */
async function stampOut(group: string, context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api } = context;
  const found = group ? await groupNamed(group, context) : undefined;
  if (group && !found) return [error(t('messages.timeGroupNotFound'))];
  const running = (await commandCall(api, timeViews.stamps, { query: { active: true } })).filter(
    (stamp) => !found || stamp.timeGroupId === found._id,
  );
  if (running.length === 0) return [error(t('messages.noActiveStamp'))];
  const names = new Map((await timeGroups(context)).map((each) => [each._id, each.name]));
  const lines: ConsoleLine[] = [];
  for (const stamp of running) {
    const named = { group: names.get(stamp.timeGroupId) ?? '', subGroup: stamp.name };
    try {
      await commandCall(api, timeEndpoints.changeStamp, { body: { timeStampId: stamp._id, ended: true } });
      lines.push({ text: t('time.commands.stampedOut', named), tone: 'success' });
    } catch (failure) {
      lines.push(error(t('messages.couldNotStampOut')), {
        text: reasonOf(failure, t('time.errors.tryAgain')),
        tone: 'muted',
      });
    }
  }
  refresh(context);
  return lines;
}

/** `tm groups` (or `-t`): the time groups; `tm groups -s [<time group>]`: sub groups, of one group or all. */
async function listGroups(flags: Record<string, string>, context: CommandContext): Promise<ConsoleLine[]> {
  const { t } = context;
  const groups = await timeGroups(context);
  if (flags.s === undefined) {
    if (groups.length === 0) return [{ text: t('time.commands.noTimeGroups'), tone: 'muted' }];
    return groups.map((group) => ({ text: group.name }));
  }
  const of = flags.s ? groups.find((group) => same(group.name, flags.s!)) : undefined;
  if (flags.s && !of) return [error(t('messages.timeGroupNotFound'))];
  const names = new Map(groups.map((group) => [group._id, group.name]));
  const subs = (await subGroups(context)).filter((sub) => !of || sub.timeGroupId === of._id);
  if (subs.length === 0) return [{ text: t('time.commands.noSubGroups'), tone: 'muted' }];
  return subs.map((sub) => ({ text: of ? sub.name : `${names.get(sub.timeGroupId) ?? ''} / ${sub.name}` }));
}

/** The names Tab offers: sub groups after -s (of the time group typed before, when there is one), else time groups. */
async function completeTm(
  words: readonly string[],
  flag: string | null,
  context: CommandContext,
): Promise<readonly string[]> {
  const groups = await timeGroups(context);
  if (flag !== 's' || words[0] === 'groups') return groups.map((group) => group.name);
  const group = groups.find((each) => same(each.name, words.slice(1).join(' ')));
  const subs = (await subGroups(context)).filter((sub) => !group || sub.timeGroupId === group._id);
  return subs.map((sub) => sub.name);
}

/** `tm`: the time tracker from the console (docs/adding-an-area.md, "Console commands"). */
const tm: AreaCommand = {
  name: 'tm',
  subcommands: ['in', 'out', 'groups'],
  flags: ['s', 't'],
  helpKeys: ['time.commands.help.in', 'time.commands.help.out', 'time.commands.help.groups'],
  needsLogin: true,
  complete: ({ words, flag }, context) => completeTm(words, flag, context),
  run: async ({ words, flags }, context) => {
    const [sub, ...rest] = words;
    const group = rest.join(' ').trim();
    if (sub === 'in') return stampIn(group, flags.s, context);
    if (sub === 'out') return stampOut(group, context);
    if (sub === 'groups') return listGroups(flags, context);
    return [error(context.t('messages.noMatchingCommand'))];
  },
};

const timeCommands: readonly AreaCommand[] = [tm];
export default timeCommands;
