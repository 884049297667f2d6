import { Mark } from '@mantine/core';
import type { HighlightRanges } from '@ordna/contract/notes';

/** A text with the ranges a search matched marked (the server sends ranges, never HTML). */
export function Highlighted({ text, ranges = [] }: { text: string; ranges?: HighlightRanges }) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length) continue;
    pieces.push(text.slice(at, start), <Mark key={start}>{text.slice(start, end)}</Mark>);
    at = end;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}
