/*
 * One measurement: autocannon (programmatic) against one URL for `seconds`
 * with `connections` keep-alive connections, no pipelining. Latencies are
 * taken from every 2xx response (autocannon's own histogram keeps whole
 * milliseconds; here p50/p99 keep 0.01 ms). Any other status or socket error
 * is counted and reported, never hidden in the averages.
 */
import autocannon from 'autocannon'

function percentile(sorted, q) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

export function measure(url, { headers = {}, seconds, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const statuses = {}
    const started = performance.now()
    const instance = autocannon(
      { url, headers, connections, duration: seconds, pipelining: 1, timeout: 30 },
      (error, result) => {
        if (error) return reject(error)
        const elapsed = (performance.now() - started) / 1000
        const sorted = Float64Array.from(latencies).sort()
        const responses = Object.values(statuses).reduce((sum, n) => sum + n, 0)
        const round = (value) => (value === null ? null : Number(value.toFixed(2)))
        resolve({
          responses,
          reqPerSec: Number((responses / elapsed).toFixed(1)),
          p50ms: round(percentile(sorted, 0.5)),
          p99ms: round(percentile(sorted, 0.99)),
          statuses,
          non2xx: responses - latencies.length,
          errors: result.errors,
          timeouts: result.timeouts,
        })
      }
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
    })
  })
}
