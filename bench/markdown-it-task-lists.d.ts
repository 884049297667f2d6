/** The task-list plugin ships no types: a markdown-it plugin, used by bench/markdown.ts only. */
declare module 'markdown-it-task-lists' {
  import type { PluginSimple } from 'markdown-it';
  const taskLists: PluginSimple;
  export default taskLists;
}
