import type { AreaCommand } from '../../shared/area';
import { findRoute } from './named-routes';

/** `help`: a line for every form of every command there is. */
const help: AreaCommand = {
  name: 'help',
  helpKeys: ['console.help.help'],
  needsLogin: false,
  run: async (_input, { commands, t }) =>
    commands.flatMap((command) => command.helpKeys.map((key) => ({ text: t(key) }))),
};

/** `clear`: empties the output. */
const clear: AreaCommand = {
  name: 'clear',
  helpKeys: ['console.help.clear'],
  needsLogin: false,
  run: async (_input, { clear: empty }) => {
    empty();
    return [];
  },
};

/** `go <page name>`: opens a page by its title (or path), forgiving of case and of letters left out. */
const go: AreaCommand = {
  name: 'go',
  helpKeys: ['console.help.go'],
  needsLogin: false,
  complete: async (_target, { routes }) => routes.map((route) => route.title),
  run: async ({ words }, { routes, navigate, t }) => {
    const name = words.join(' ');
    if (!name.trim()) return [{ text: t('messages.routeNameRequired'), tone: 'error' }];
    const route = findRoute(name, routes);
    if (!route) return [{ text: t('messages.couldNotFindRoute'), tone: 'error' }];
    navigate(route.path);
    return [{ text: t('console.go.opening', { title: route.title }), tone: 'success' }];
  },
};

/** The console's own commands; every other command comes from its area's `commands.ts`. */
const consoleCommands: readonly AreaCommand[] = [help, clear, go];
export default consoleCommands;
