/**
 * An active announcement as a banner, in the reader's language (Italian
 * unless the reader's is English): title, the text rendered from Markdown to
 * safe HTML (app/changelog/domain/markdown.ts), and whether this user has
 * already been shown it (the page records the first view).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import { renderMarkdown } from '#changelog/domain/markdown'
import type { BannerRow } from '#announcements/queries/announcements'

export default class BannerTransformer extends BaseTransformer<{ row: BannerRow; locale: string }> {
  toObject() {
    const { row, locale } = this.resource
    const english = locale === 'en'
    return {
      id: row.id,
      title: english ? row.titleEn : row.titleIt,
      html: renderMarkdown(english ? row.bodyEn : row.bodyIt),
      seen: row.seen,
    }
  }
}
