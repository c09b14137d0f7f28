import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import compression from 'compression'

/**
 * The production HTTP server: every answer that is worth it (HTML, JSON, CSS,
 * JS, SVG over 1 KB) is compressed with brotli or gzip, whichever the client
 * prefers, by the `compression` package in front of AdonisJS. The realtime
 * stream (text/event-stream) is never compressed: its events must reach the
 * browser as they are written, not when a compression block fills.
 */
const compress = compression({
  threshold: 1024,
  filter: (request, response) => {
    const type = String(response.getHeader('Content-Type') ?? '')
    if (type.startsWith('text/event-stream')) return false
    return compression.filter(request, response)
  },
})

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

export function compressedServer(handler: Handler) {
  return createServer((request, response) => {
    compress(request as never, response as never, () => handler(request, response))
  })
}
