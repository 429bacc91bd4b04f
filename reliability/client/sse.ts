/** One Server-Sent Event: its `event` name (`message` when unnamed) and `data` (lines joined by `\n`). */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The events of a `text/event-stream` body as its chunks arrive (the HTML standard's rules that the
 * suite's streams use: a blank line ends an event, `:` lines are comments, one space after `field:` is
 * dropped, `\r\n` or `\n` end lines). An event without `data` is skipped. The reading suite keeps no
 * dependency on a workspace's own parser (DESIGN §6: reliability imports no workspace's src/).
 */
export async function* sseEvents(body: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let pending = '';
  let name: string | undefined;
  let data: string[] = [];
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield { event: name ?? 'message', data: data.join('\n') };
        name = undefined;
        data = [];
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') name = value;
      }
    }
  }
}
