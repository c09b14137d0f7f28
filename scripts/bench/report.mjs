/*
 * The benchmark's table and the check of issue 8's targets against it.
 */

const FOUR_PAGES = ['/dealer', '/dealer/transports', '/dealer/requests', '/admin/transports']
const KB = 1024

const fmt = {
  int: (n) => (n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en')),
  rate: (n) =>
    n === null || n === undefined
      ? '–'
      : n < 10
        ? n.toFixed(1)
        : Math.round(n).toLocaleString('en'),
  ms: (n) => (n === null || n === undefined ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1)),
  kb: (n) => (n === null || n === undefined ? '–' : (n / KB).toFixed(1)),
  pct: (n) => (n === null || n === undefined ? '–' : `${(n * 100).toFixed(2)}%`),
  ratio: (n) => (n === null || n === undefined ? '–' : n.toFixed(2)),
}

/** app req/s ÷ bare req/s */
export const share = (entry) =>
  entry.bare.reqPerSec > 0 ? entry.app.reqPerSec / entry.bare.reqPerSec : null

/** p50 at the largest size ÷ p50 at the smallest */
export function latencyRatio(page, labels) {
  const small = page.sizes[labels[0]]?.app.p50ms
  const large = page.sizes[labels[labels.length - 1]]?.app.p50ms
  return small && large ? large / small : null
}

function table(rows, align) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length))
  )
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          align[column] === 'l'
            ? String(cell).padEnd(widths[column])
            : String(cell).padStart(widths[column])
        )
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

export function checkTargets(run, labels) {
  const checks = []
  const pages = Object.entries(run.pages)
  const each = (names, fn) =>
    pages
      .filter(([name]) => !names || names.includes(name))
      .flatMap(([name, page]) =>
        labels
          .filter((label) => page.sizes[label])
          .map((label) => fn(name, page.sizes[label], label))
      )
  const add = (target, results, summary) => {
    const failed = results.filter((result) => !result.ok)
    checks.push({
      target,
      met: failed.length === 0,
      detail:
        failed.length === 0 && summary
          ? summary
          : (failed.length ? failed : results).map((result) => result.text).join('; '),
    })
  }
  add(
    'app ≥ 3% of bare node:http (four pages, every size)',
    each(FOUR_PAGES, (name, entry, label) => ({
      ok: (share(entry) ?? 0) >= 0.03,
      text: `${name} ${label} ${fmt.pct(share(entry))}`,
    }))
  )
  add(
    'p99 ≤ 3 × p50 (four pages, every size)',
    each(FOUR_PAGES, (name, entry, label) => ({
      ok: entry.app.p99ms !== null && entry.app.p99ms <= 3 * entry.app.p50ms,
      text: `${name} ${label} ${fmt.ms(entry.app.p99ms)}/${fmt.ms(entry.app.p50ms)} ms`,
    }))
  )
  if (labels.length > 1) {
    add(
      `${labels[labels.length - 1]}/${labels[0]} p50 ratio ≤ 1.5 (every page)`,
      pages.map(([name, page]) => {
        const ratio = latencyRatio(page, labels)
        return { ok: ratio !== null && ratio <= 1.5, text: `${name} ${fmt.ratio(ratio)}` }
      })
    )
  }
  add(
    '≤ 10 SQL queries per page (every size)',
    each(null, (name, entry, label) => ({
      ok: entry.queries !== null && entry.queries <= 10,
      text: `${name} ${label} ${entry.queries ?? '?'}`,
    }))
  )
  add(
    'every answer 200 (no errors, no other status)',
    each(null, (name, entry, label) => ({
      ok:
        entry.status === 200 &&
        entry.app.responses > 0 &&
        entry.app.non2xx === 0 &&
        entry.app.errors === 0 &&
        entry.bare.non2xx === 0 &&
        entry.bare.errors === 0,
      text:
        entry.app.responses === 0
          ? `${name} ${label}: no answer within the ${run.seconds} s`
          : `${name} ${label} status ${entry.status}, app ${JSON.stringify(entry.app.statuses)} errors ${entry.app.errors}`,
    })),
    'every recorded visit and every measured answer was a 200'
  )
  const sizes = run.sizes[labels[labels.length - 1]] ?? {}
  const sized = Object.values(sizes)
  add(
    'initial JS + CSS ≤ 150 KB gzip (/login, /dealer)',
    sized.map((page) => ({
      ok: page.assets.gzip <= 150 * KB,
      text: `${page.path} ${fmt.kb(page.assets.gzip)} KB`,
    }))
  )
  add(
    'first HTML visit ≤ 15 KB gzip (/login, /dealer)',
    sized.map((page) => ({
      ok: page.html.gzip <= 15 * KB,
      text: `${page.path} ${fmt.kb(page.html.gzip)} KB`,
    }))
  )
  add(
    'a reload revalidates nothing under /build/ (Cache-Control immutable)',
    sized.map((page) => ({
      ok: page.assets.notImmutable.length === 0,
      text: `${page.path} ${page.assets.notImmutable.length} of ${page.assets.count} files not immutable`,
    }))
  )
  return checks
}

export function printReport(run, labels) {
  const first = labels[0]
  const last = labels[labels.length - 1]
  const out = []
  out.push('')
  out.push(
    `Trasporti benchmark, ${run.date.slice(0, 16).replace('T', ' ')} UTC: ${run.connections} connections, ` +
      `${run.seconds} s per target (after ${run.warmup} s warm-up for the app), Node ${run.node}, ` +
      `${run.cpus} CPUs, load average ${run.loadBefore[0]} before, ${run.loadAfter[0]} after`
  )
  out.push(
    'Data: ' +
      labels
        .map((label) => {
          const database = run.databases[label]
          return `${label} = ${fmt.int(database.transports)} dealer transports (${fmt.int(database.allTransports)} in all)`
        })
        .join('; ')
  )
  out.push('')
  const header = [
    'signed-in Inertia visit',
    'data',
    'app req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'p50 ms',
    'p99 ms',
    'app/bare',
    'queries',
    'KB',
    'non-2xx',
    `${last}/${first} p50`,
  ]
  const rows = [header]
  for (const [name, page] of Object.entries(run.pages)) {
    for (const label of labels) {
      const entry = page.sizes[label]
      if (!entry) continue
      const bad = entry.app.non2xx + entry.app.errors + entry.bare.non2xx + entry.bare.errors
      rows.push([
        label === first ? name : '',
        label,
        fmt.rate(entry.app.reqPerSec),
        fmt.ms(entry.app.p50ms),
        fmt.ms(entry.app.p99ms),
        fmt.rate(entry.bare.reqPerSec),
        fmt.ms(entry.bare.p50ms),
        fmt.ms(entry.bare.p99ms),
        fmt.pct(share(entry)),
        entry.queries ?? '?',
        fmt.kb(entry.bytes),
        bad + (entry.status === 200 ? 0 : 1),
        label === last && labels.length > 1 ? fmt.ratio(latencyRatio(page, labels)) : '',
      ])
    }
  }
  out.push(table(rows, ['l', 'l']))
  for (const [name, page] of Object.entries(run.pages)) {
    for (const label of labels) {
      const entry = page.sizes[label]
      if (entry?.note) out.push(`  ${name} at ${label}: ${entry.url} (${entry.note})`)
      if (!entry) continue
      const problems = [
        entry.status !== 200 ? `recorded visit answered ${entry.status}` : null,
        entry.app.non2xx || entry.app.errors
          ? `app: statuses ${JSON.stringify(entry.app.statuses)}, ${entry.app.errors} socket errors, ${entry.app.timeouts} timeouts`
          : null,
        entry.bare.non2xx || entry.bare.errors
          ? `bare: statuses ${JSON.stringify(entry.bare.statuses)}, ${entry.bare.errors} errors`
          : null,
      ].filter(Boolean)
      if (problems.length) out.push(`  ✖ ${name} at ${label}: ${problems.join('; ')}`)
    }
  }

  out.push('')
  const sizeRows = [
    [
      'first visit',
      'data',
      'HTML KB',
      'gzip KB',
      'served as',
      'largest prop',
      'JS+CSS files',
      'KB',
      'gzip KB',
      'not immutable',
    ],
  ]
  for (const label of labels) {
    for (const page of Object.values(run.sizes[label] ?? {})) {
      sizeRows.push([
        page.path,
        label,
        fmt.kb(page.html.bytes),
        fmt.kb(page.html.gzip),
        `${page.html.wire.encoding} ${fmt.kb(page.html.wire.bytes)} KB`,
        page.html.props?.[0]
          ? `${page.html.props[0].name} ${fmt.kb(page.html.props[0].bytes)} KB`
          : '–',
        page.assets.count,
        fmt.kb(page.assets.bytes),
        fmt.kb(page.assets.gzip),
        page.assets.notImmutable.length,
      ])
    }
  }
  out.push(table(sizeRows, ['l', 'l', 'r', 'r', 'l', 'l']))

  for (const [label, pages] of Object.entries(run.queryLog ?? {})) {
    for (const [name, queries] of Object.entries(pages)) {
      out.push('')
      out.push(`SQL of ${name} at ${label} (${queries.length}):`)
      for (const sql of queries) out.push(`  ${sql}`)
    }
  }

  for (const [label, summary] of Object.entries(run.profiles ?? {})) {
    if (!summary) continue
    out.push('')
    out.push(
      `CPU profile of the ${label} server (${summary.busySamples} busy samples, ${summary.file}):`
    )
    out.push(
      table(
        [
          ['by package', '%', 'by function (self time)', '%'],
          ...summary.functions.map((fn, index) => [
            summary.packages[index]?.name ?? '',
            summary.packages[index]?.percent ?? '',
            fn.name,
            fn.percent,
          ]),
        ],
        ['l', 'r', 'l', 'r']
      )
    )
  }

  out.push('')
  out.push('Targets (issue 8):')
  for (const check of run.targets) {
    out.push(`  ${check.met ? '✔' : '✖'} ${check.target}`)
    out.push(`      ${check.detail}`)
  }
  console.log(out.join('\n'))
}
