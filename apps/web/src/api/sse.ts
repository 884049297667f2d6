/** One Server-Sent Events message: its event name ('message' when none) and its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits what has arrived of an event stream into whole messages and the unfinished rest
 * (the text/event-stream format: blank-line separated blocks, `field: value` lines, comments
 * starting with ':'). A comment-only block (a heartbeat) yields nothing.
 */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (event || data.length > 0) messages.push({ event: event || 'message', data: data.join('\n') });
  }
  return { messages, rest };
}
