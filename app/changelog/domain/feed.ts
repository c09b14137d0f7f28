/**
 * The changelog's Atom feed (RFC 4287), built as text: every value escaped,
 * the entries' summaries as plain text and their bodies as escaped HTML.
 */
export type FeedEntry = {
  slug: string
  title: string
  summary: string
  html: string
  publishedOn: string
}

/** Characters XML 1.0 allows (tab, line feed, carriage return and from space on, but U+FFFE/U+FFFF). */
function allowedInXml(char: string) {
  const code = char.charCodeAt(0)
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d
  return code !== 0xfffe && code !== 0xffff
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .split('')
    .filter(allowedInXml)
    .join('')

export function atomFeed(input: {
  title: string
  baseUrl: string
  locale: string
  entries: FeedEntry[]
}) {
  const base = input.baseUrl.replace(/\/+$/, '')
  const updated = input.entries[0]?.publishedOn ?? '2026-01-01'
  const entries = input.entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(`${base}/changelog/${entry.slug}`)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link href="${escapeXml(`${base}/changelog/${entry.slug}`)}"/>
    <updated>${escapeXml(entry.publishedOn)}T00:00:00Z</updated>
    <summary>${escapeXml(entry.summary)}</summary>
    <content type="html">${escapeXml(entry.html)}</content>
  </entry>`
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.locale)}">
  <id>${escapeXml(`${base}/changelog`)}</id>
  <title>${escapeXml(input.title)}</title>
  <link href="${escapeXml(`${base}/changelog`)}"/>
  <link rel="self" href="${escapeXml(`${base}/changelog/feed.xml`)}"/>
  <updated>${escapeXml(updated)}T00:00:00Z</updated>
${entries.join('\n')}
</feed>
`
}

/** An entry of the feed in the reader's language (English for `en`, else Italian). */
export function feedEntryOf(
  entry: { slug: string; titleIt: string; titleEn: string; bodyIt: string; bodyEn: string },
  publishedOn: string,
  locale: string,
  render: (markdown: string) => string,
  summarize: (markdown: string) => string
): FeedEntry {
  const english = locale === 'en'
  const body = english ? entry.bodyEn : entry.bodyIt
  return {
    slug: entry.slug,
    title: english ? entry.titleEn : entry.titleIt,
    summary: summarize(body),
    html: render(body),
    publishedOn,
  }
}
