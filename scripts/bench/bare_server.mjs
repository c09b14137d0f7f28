/*
 * The benchmark's yardstick: a bare node:http server (no framework, no
 * database) that answers each URL with exactly the body and Content-Type the
 * app answered for it. Run as its own process, like the app, so the load
 * generator never shares its event loop.
 *
 *   node scripts/bench/bare_server.mjs PORT ANSWERS.json
 *   ANSWERS.json: { "/path?query": { "type": "application/json", "body": "<base64>" } }
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const [port, file] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, answer]) => [
    url,
    { type: answer.type, body: Buffer.from(answer.body, 'base64') },
  ])
)

createServer((request, response) => {
  if (request.url === '/__bare_ready') return response.end('ok')
  const answer = answers.get(request.url)
  if (!answer) {
    response.statusCode = 404
    return response.end()
  }
  response.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length })
  response.end(answer.body)
}).listen(Number(port), '127.0.0.1')

process.on('SIGTERM', () => process.exit(0))
