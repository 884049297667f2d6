import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { AreaCommand, CommandApi, CommandContext, NamedRoute } from '../shared/area';

/** An API that answers nothing: a command that calls it in a test fails loudly. */
export const noApi: CommandApi = {
  get: () => Promise.reject(new Error('no API in this test')),
  post: () => Promise.reject(new Error('no API in this test')),
  put: () => Promise.reject(new Error('no API in this test')),
  signOut: () => Promise.resolve(),
};

/**
 * A command context for tests of pure command handling: English texts from the real catalogue,
 * a fresh query cache, and what the commands did (pages opened, clears) recorded.
 */
export function commandContext(
  options: { commands?: readonly AreaCommand[]; api?: CommandApi; signedIn?: boolean; routes?: NamedRoute[] } = {},
) {
  const opened: string[] = [];
  const cleared: number[] = [];
  const english = i18next.getFixedT('en');
  const context: CommandContext = {
    signedIn: options.signedIn ?? true,
    t: (key, values) => english(key, values),
    api: options.api ?? noApi,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    navigate: (to) => opened.push(to),
    routes: options.routes ?? [],
    commands: options.commands ?? [],
    clear: () => cleared.push(cleared.length + 1),
  };
  return { context, opened, cleared };
}
