/**
 * Changelog Markdown to HTML, safe by construction: raw HTML in the source is
 * escaped (never passed through), links and images only with http(s), mailto
 * or relative targets (markdown-it's validateLink, narrowed here), external
 * links open with rel="noopener noreferrer nofollow". No script can come out.
 */
import MarkdownIt from 'markdown-it'

const SAFE_LINK = /^(https?:|mailto:|\/|#)/i

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim())

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = tokens[index].attrGet('href') ?? ''
  if (/^https?:/i.test(href)) tokens[index].attrSet('rel', 'noopener noreferrer nofollow')
  return defaultLinkOpen(tokens, index, options, env, self)
}

export function renderMarkdown(source: string) {
  return markdown.render(source)
}

/** The first paragraph as plain text (list pages and the feed's summary), at most `max` characters. */
export function summaryOf(source: string, max = 240) {
  const text = source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !block.startsWith('#'))
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain
}

/** A URL slug from a title: lower-case ASCII words joined by dashes, at most 80 characters. */
export function slugify(title: string) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
  return slug || 'novita'
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
