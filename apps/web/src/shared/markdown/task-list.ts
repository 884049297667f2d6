/**
 * GitHub task lists (`- [ ] todo`, `- [x] done`): which list items are tasks, and ticking one in
 * the source so the note saves with just that line changed.
 */

/** The marker at the start of a list item's text: `[ ]`, `[x]` or `[X]`, then a space or the end. */
const MARKER = /^\[([ xX])\](?=\s|$)/;

/** Whether a list item's first text is a task marker, and if so whether it is ticked. */
export function taskMarker(text: string): { checked: boolean; length: number } | null {
  const match = MARKER.exec(text);
  return match ? { checked: match[1] !== ' ', length: match[0].length } : null;
}

/** A list item's line: quote markers and indentation, the bullet or number, then the task marker. */
const TASK_LINE = /^((?:[ \t]*>)*[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+)\[([ xX])\]/;

/**
 * The source with the task on line `line` (0-based, as markdown-it counts) ticked or unticked;
 * the source unchanged if that line holds no task.
 */
export function toggleTask(source: string, line: number, checked: boolean): string {
  const lines = source.split(/(\r\n?|\n)/);
  // split with a capture keeps the line endings at odd indexes: line n is at 2n.
  const at = 2 * line;
  const text = lines[at];
  if (text === undefined) return source;
  const match = TASK_LINE.exec(text);
  if (!match) return source;
  lines[at] = `${match[1]}[${checked ? 'x' : ' '}]${text.slice(match[0].length)}`;
  return lines.join('');
}
