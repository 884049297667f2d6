import type { AreaCommand } from '../../shared/area';
import { consoleVault } from './console-vault';
import { pswCommand } from './psw-command';

/** The vault's command, `psw` (docs/adding-an-area.md, "Console commands"). */
const passwordsCommands: readonly AreaCommand[] = [pswCommand(consoleVault)];
export default passwordsCommands;
