/**
 * What other areas may use of the console (docs/adding-an-area.md, "Console commands"): running
 * and completing a line as the console does, so an area tests its own commands whole.
 */
export { runLine } from './run-line';
export { completeLine } from './complete-line';
