import type { HttpContext } from '@adonisjs/core/http'
import { appName, appUrl } from '#config/app'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import { atomFeed, feedEntryOf } from '#changelog/domain/feed'
import { renderMarkdown, summaryOf, SLUG } from '#changelog/domain/markdown'
import {
  findPublishedEntry,
  latestPublishedEntries,
  listPublishedEntries,
} from '#changelog/queries/changelog'
import { markChangelogSeen } from '#changelog/actions/manage_changelog'
import ChangelogEntryTransformer from '#changelog/transformers/changelog_entry_transformer'

/**
 * The public changelog: the published entries (newest first), one entry's
 * page and an Atom feed, in the reader's language. A signed-in reader who
 * opens the list or an entry has seen the newest entries up to it.
 */
export default class ChangelogController {
  async index(ctx: HttpContext) {
    const page = await listPublishedEntries(pageFrom(ctx.request.qs().page))
    const locale = ctx.i18n.locale
    const newest = page.meta.currentPage === 1 ? page.data[0] : undefined
    if (newest && ctx.auth.user) await markChangelogSeen(ctx.auth.user, newest.id)
    return ctx.inertia.render('site/changelog/index', {
      entries: ChangelogEntryTransformer.paginate(
        page.data.map((entry) => ({ entry, locale })),
        page.meta
      ),
    })
  }

  async show(ctx: HttpContext) {
    const slug = String(ctx.params.slug)
    const entry = found(SLUG.test(slug) ? await findPublishedEntry(slug) : null)
    if (ctx.auth.user) await markChangelogSeen(ctx.auth.user, entry.id)
    return ctx.inertia.render('site/changelog/show', {
      entry: ChangelogEntryTransformer.transform({ entry, locale: ctx.i18n.locale }).useVariant(
        'forPage'
      ),
    })
  }

  async feed({ response, i18n }: HttpContext) {
    const rows = await latestPublishedEntries()
    const entries = rows.map((entry) =>
      feedEntryOf(entry, entry.publishedOn!.toISODate()!, i18n.locale, renderMarkdown, summaryOf)
    )
    const title = `${i18n.t('changelog.public.title')} - ${appName}`
    response.header('Content-Type', 'application/atom+xml; charset=utf-8')
    return atomFeed({ title, baseUrl: appUrl, locale: i18n.locale, entries })
  }
}
