/** markdown-it's own table rule (GFM tables), which `table-bound.ts` wraps; @types/markdown-it leaves it out. */
declare module 'markdown-it/lib/rules_block/table.mjs' {
  import type { StateBlock } from 'markdown-it';
  export default function table(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean;
}
