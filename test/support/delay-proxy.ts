/**
 * A loopback TCP proxy that the test controls, for a database that is up but answers late: every
 * chunk, each way, is forwarded after the delay the test sets (in order: a chunk never overtakes
 * the one before it on its connection). It listens on 127.0.0.1 on a port the kernel assigns while
 * binding, so no other process can take it first.
 */
import type { Socket } from 'bun'

export interface DelayProxy {
  port: number
  /** The delay of each chunk from now on, ms: a number, or a function drawn once per chunk. */
  setDelay(delay: number | (() => number)): void
  /** Connections opened through the proxy so far. */
  connections(): number
  close(): void
}

interface Side {
  peer: Socket<Side> | null
  pending: Uint8Array[]
  closed: boolean
  /** Chunks on their way to the peer, each with the time it is due (never before the one ahead). */
  queue: { chunk: Uint8Array; due: number }[]
  timer: ReturnType<typeof setTimeout> | null
  closeWhenFlushed: boolean
  /** Bytes the kernel did not take yet (written on drain, before anything later). */
  outbox: Uint8Array[]
}

const newSide = (peer: Socket<Side> | null): Side => ({
  peer,
  pending: [],
  closed: false,
  queue: [],
  timer: null,
  closeWhenFlushed: false,
  outbox: [],
})

function writeAll(socket: Socket<Side>, chunk: Uint8Array): void {
  if (socket.data.outbox.length > 0) {
    socket.data.outbox.push(chunk)
    return
  }
  const written = socket.write(chunk)
  if (written < chunk.length) socket.data.outbox.push(chunk.subarray(Math.max(0, written)))
}

function drain(socket: Socket<Side>): void {
  while (socket.data.outbox.length > 0) {
    const chunk = socket.data.outbox[0]
    const written = socket.write(chunk)
    if (written < chunk.length) {
      socket.data.outbox[0] = chunk.subarray(Math.max(0, written))
      return
    }
    socket.data.outbox.shift()
  }
}

export async function startDelayProxy(target: { host: string; port: number }): Promise<DelayProxy> {
  let delay: () => number = () => 0
  let opened = 0
  const sockets = new Set<Socket<Side>>()
  // One queue and one timer per direction: separate timers per chunk could fire out of order
  // (timers round to whole milliseconds), and a reordered byte stream is a corrupted one.
  const flush = (from: Side) => {
    from.timer = null
    const peer = from.peer
    while (from.queue.length > 0 && from.queue[0].due <= performance.now()) {
      const { chunk } = from.queue.shift()!
      if (peer && !peer.data.closed) writeAll(peer, chunk)
    }
    if (from.queue.length > 0) from.timer = setTimeout(() => flush(from), Math.max(1, from.queue[0].due - performance.now()))
    else if (from.closeWhenFlushed) peer?.end()
  }
  const forward = (from: Side, chunk: Uint8Array) => {
    const due = Math.max(performance.now() + delay(), from.queue.at(-1)?.due ?? 0)
    from.queue.push({ chunk, due })
    if (!from.timer) from.timer = setTimeout(() => flush(from), Math.max(0, due - performance.now()))
  }
  const closing = (side: Side) => {
    side.closed = true
    if (side.queue.length === 0) side.peer?.end()
    else side.closeWhenFlushed = true
  }
  const upstreamHandler = {
    data(socket: Socket<Side>, chunk: Uint8Array) {
      forward(socket.data, new Uint8Array(chunk))
    },
    close(socket: Socket<Side>) {
      sockets.delete(socket)
      closing(socket.data)
    },
    error(socket: Socket<Side>) {
      socket.end()
    },
    drain,
  }
  const listener = Bun.listen<Side>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      open(client) {
        opened++
        sockets.add(client)
        client.data = newSide(null)
        void Bun.connect<Side>({ hostname: target.host, port: target.port, socket: upstreamHandler, data: newSide(client) })
          .then((upstream) => {
            sockets.add(upstream)
            client.data.peer = upstream
            for (const chunk of client.data.pending.splice(0)) forward(client.data, chunk)
            if (client.data.closed) closing(client.data)
          })
          .catch(() => client.end())
      },
      data(client, chunk) {
        if (client.data.peer) forward(client.data, new Uint8Array(chunk))
        else client.data.pending.push(new Uint8Array(chunk))
      },
      close(client) {
        sockets.delete(client)
        if (client.data.peer) closing(client.data)
        else client.data.closed = true
      },
      error(client) {
        client.end()
      },
      drain,
    },
  })
  return {
    port: listener.port,
    setDelay(value) {
      delay = typeof value === 'number' ? () => value : value
    },
    connections: () => opened,
    close() {
      listener.stop(true)
      for (const s of sockets) s.terminate()
    },
  }
}
