/** One Server-Sent Event: its `event` name (`message` when unnamed), `id` and `data` (lines joined by `\n`). */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * The events of a `text/event-stream` body as its chunks arrive (the HTML standard's parsing rules:
 * blank line ends an event, `:` lines are comments, a single leading space after `field:` is dropped,
 * `\r\n`, `\r` or `\n` end lines). Comments and `retry:` are skipped; an event without `data` is dropped.
 */
export async function* sseEvents(body: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let pending = '';
  let event: { event?: string; id?: string; data: string[] } = { data: [] };
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split(/\r\n|\r|\n/);
    // The last piece may be half a line: kept for the next chunk (a lone `\r` at the end waits too).
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (event.data.length > 0) yield { event: event.event ?? 'message', id: event.id, data: event.data.join('\n') };
        event = { data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') event.data.push(value);
      else if (field === 'event') event.event = value;
      else if (field === 'id') event.id = value;
    }
  }
}
