import { COUNTER_CHANGE_MAX, type Counter, type CounterGroup } from '@ordna/contract/counters';
import { countersEndpoints } from '@ordna/contract/counters/endpoints';
import { commandCall, listOf } from '../../api/call';
import i18next from 'i18next';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { countersKeys } from './counters-keys';
import { formatAmount, formatChange } from './format-amount';
import { hasThousandthsPrecision } from '@ordna/contract/kernel/thousandths';

/** Names read for the console are shared with the counters page's list and kept this long. */
const FRESH_MS = 5_000;

/** A counter as the console finds it: with its group, and whether the person may only view it. */
interface Found {
  counter: Counter;
  group: CounterGroup;
  readOnly: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function everyCounter({ queryClient, api }: CommandContext): Promise<Found[]> {
  const groups = await queryClient.fetchQuery({
    queryKey: countersKeys.groups(),
    queryFn: async () => listOf(await commandCall(api, countersEndpoints.readGroups)),
    staleTime: FRESH_MS,
  });
  return groups.flatMap((group) =>
    group.counters.map((counter) => ({ counter, group, readOnly: group.sharedBy?.role === 'viewer' })),
  );
}

const fullName = ({ group, counter }: Found) => `${group.name}/${counter.name}`;

/** The counters a typed name means: by its own name, or as <group>/<name>. */
function named(name: string, all: readonly Found[]): Found[] {
  const byFull = all.filter((found) => same(fullName(found), name));
  return byFull.length > 0 ? byFull : all.filter((found) => same(found.counter.name, name));
}

/** A typed amount ('2', '0.5', '0,5'), or NaN. */
function amountOf(word: string): number {
  return /^\d+([.,]\d+)?$/.test(word) ? Number(word.replace(',', '.')) : Number.NaN;
}

const error = (text: string): ConsoleLine => ({ text, tone: 'error' });

/** Numbers as the person's language writes them (the console's texts come in it too). */
const languageNow = () => i18next.language || 'en';

/** `ct + <name> [n]` and `ct - <name> [n]`: adds or subtracts n, or one step of the counter. */
async function change(sign: 1 | -1, words: readonly string[], context: CommandContext): Promise<ConsoleLine[]> {
  const { t, api, queryClient } = context;
  if (words.length === 0) return [error(t('counters.commands.needName'))];
  const all = await everyCounter(context);
  const whole = words.join(' ');
  // The whole line is a name ("Floor 2") unless it is not one and its last word is a number.
  let matches = named(whole, all);
  let amount: number | undefined;
  if (matches.length === 0 && words.length > 1) {
    const last = amountOf(words.at(-1)!);
    if (!Number.isNaN(last)) {
      matches = named(words.slice(0, -1).join(' '), all);
      amount = last;
    }
  }
  const name = amount === undefined ? whole : words.slice(0, -1).join(' ');
  if (matches.length === 0) return [error(t('counters.commands.notFound', { name }))];
  if (matches.length > 1) {
    return [error(t('counters.commands.ambiguous', { name, choices: matches.map(fullName).join(', ') }))];
  }
  const [{ counter, readOnly }] = matches as [Found];
  if (readOnly) return [error(t('counters.commands.readOnly', { name: counter.name }))];
  const size = amount ?? counter.step;
  if (!(size > 0 && size <= COUNTER_CHANGE_MAX && hasThousandthsPrecision(size))) {
    return [error(t('counters.commands.badAmount'))];
  }
  const language = languageNow();
  try {
    const body = { counterId: counter._id, change: sign * size };
    const changed = await commandCall(api, countersEndpoints.changeCounter, { body });
    void queryClient.invalidateQueries({ queryKey: countersKeys.all });
    const value = formatAmount(changed.value, language);
    const text = t('counters.commands.changed', {
      name: changed.name,
      value: changed.unit ? `${value} ${changed.unit}` : value,
      change: formatChange(sign * size, language),
    });
    return [{ text, tone: 'success' }];
  } catch (failure) {
    return [error(t('counters.commands.couldNotChange')), { text: reasonOf(failure, ''), tone: 'muted' }];
  }
}

/** `ct list`: every counter with its value, today's change and its goal. */
async function list(context: CommandContext): Promise<ConsoleLine[]> {
  const { t } = context;
  const all = await everyCounter(context);
  if (all.length === 0) return [{ text: t('counters.commands.none'), tone: 'muted' }];
  const language = languageNow();
  return all.map(({ group, counter }) => {
    const value = formatAmount(counter.value, language);
    const values = {
      group: group.name,
      name: counter.name,
      value: counter.unit ? `${value} ${counter.unit}` : value,
      today: formatChange(counter.today, language),
    };
    if (counter.dailyGoal === null) return { text: t('counters.commands.line', values) };
    return { text: t('counters.commands.lineGoal', { ...values, goal: formatAmount(counter.dailyGoal, language) }) };
  });
}

/** The names Tab offers: each counter's name, or <group>/<name> where two groups share a name. */
async function completeCt(context: CommandContext): Promise<readonly string[]> {
  const all = await everyCounter(context);
  return all.map((found) =>
    all.filter((other) => same(other.counter.name, found.counter.name)).length > 1
      ? fullName(found)
      : found.counter.name,
  );
}

/** `ct`: counters from the console (docs/adding-an-area.md, "Console commands"). */
const ct: AreaCommand = {
  name: 'ct',
  subcommands: ['+', '-', 'list'],
  helpKeys: ['counters.commands.help.plus', 'counters.commands.help.minus', 'counters.commands.help.list'],
  needsLogin: true,
  complete: ({ words }, context) => (words[0] === 'list' ? Promise.resolve([]) : completeCt(context)),
  run: async ({ words }, context) => {
    const [sub, ...rest] = words;
    if (sub === '+') return change(1, rest, context);
    if (sub === '-') return change(-1, rest, context);
    if (sub === 'list') return list(context);
    return [error(context.t('messages.noMatchingCommand'))];
  },
};

const countersCommands: readonly AreaCommand[] = [ct];
export default countersCommands;
