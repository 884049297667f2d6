import { defineArea } from '../../shared/area';
import { opensConsole } from './opens-console';

/**
 * The console (docs/architecture.md, "The console"): the /cli page, open to everyone, and the
 * overlay Shift+. opens over any page. Its own commands are help, clear and go; every other
 * area brings its own through its `commands`.
 */
export default defineArea({
  id: 'console',
  i18nNamespace: 'console',
  routes: [{ path: '/cli/:command?', access: 'none', titleKey: 'console.title', page: () => import('./ConsolePage') }],
  commands: () => import('./console-commands'),
  overlays: [{ id: 'console', opensOn: opensConsole, component: () => import('./ConsoleOverlay') }],
});
