/**
 * Reading a streamed answer (`text/event-stream`) as a client does: frame by frame as the bytes
 * arrive, each event with the time it was read, comments (heartbeats) kept apart.
 */
export interface StreamEvent {
  /** `result`, `narrative`, `done`, `error`, or `comment` for a comment line (a heartbeat). */
  event: string
  /** The data line as sent (for a comment: its text). */
  data: string
  /** `performance.now()` when the frame was read. */
  at: number
}

/** The frames of a response body, yielded as each one is complete. */
export async function* eventsOf(res: Response): AsyncGenerator<StreamEvent> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
        const at = performance.now()
        if (frame.startsWith(':')) {
          yield { event: 'comment', data: frame.slice(1).trim(), at }
          continue
        }
        const lines = frame.split('\n')
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message'
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n')
        yield { event, data, at }
      }
    }
  } finally {
    reader.releaseLock()
  }
}

/** Every frame of a response body, read to its end. */
export async function allEvents(res: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = []
  for await (const event of eventsOf(res)) events.push(event)
  return events
}

/** The text of each locale, joined from the `narrative` events (a `restart` voids its locale's text so far). */
export function narrativeTexts(events: StreamEvent[]): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const e of events.filter((e) => e.event === 'narrative')) {
    const { delta, locale, restart } = JSON.parse(e.data)
    texts[locale] = restart ? '' : (texts[locale] ?? '') + delta
  }
  return texts
}
