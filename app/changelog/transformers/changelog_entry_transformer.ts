/**
 * A changelog entry on its pages:
 * - `toObject`   the public list: the title and a summary in the reader's language (Italian
 *                when the reader's is not English), the day;
 * - `forPage`    the public page: adds the body rendered to safe HTML;
 * - `forStaff`   the staff list: both titles, state, day;
 * - `forEditing` the staff form: adds both Markdown bodies.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import { renderMarkdown, summaryOf } from '#changelog/domain/markdown'
import type { EntryState } from '#changelog/models/changelog_entry'

export type EntryFields = {
  id: number
  slug: string
  titleIt: string
  titleEn: string
  state: EntryState
  publishedOn: DateTime | string | null
  bodyIt?: string
  bodyEn?: string
}

export type EntryForReader = { entry: EntryFields; locale: string }

const day = (value: DateTime | string | null) =>
  value === null ? null : typeof value === 'string' ? value : value.toISODate()

export default class ChangelogEntryTransformer extends BaseTransformer<
  EntryForReader | EntryFields
> {
  private get reader() {
    return this.resource as EntryForReader
  }

  private get fields() {
    return 'entry' in this.resource ? this.resource.entry : this.resource
  }

  private localized() {
    const { entry, locale } = this.reader
    const english = locale === 'en'
    return {
      title: english ? entry.titleEn : entry.titleIt,
      body: (english ? entry.bodyEn : entry.bodyIt) ?? '',
    }
  }

  toObject() {
    const { entry } = this.reader
    const { title, body } = this.localized()
    return {
      slug: entry.slug,
      title,
      summary: summaryOf(body),
      publishedOn: day(entry.publishedOn),
    }
  }

  forPage() {
    return { ...this.toObject(), html: renderMarkdown(this.localized().body) }
  }

  forStaff() {
    const entry = this.fields
    return {
      id: entry.id,
      slug: entry.slug,
      titleIt: entry.titleIt,
      titleEn: entry.titleEn,
      state: entry.state,
      publishedOn: day(entry.publishedOn),
    }
  }

  forEditing() {
    const entry = this.fields
    return { ...this.forStaff(), bodyIt: entry.bodyIt ?? '', bodyEn: entry.bodyEn ?? '' }
  }
}
