import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { pageFrom } from '#core/paging'
import { findEntry, isEntryState, listEntriesForStaff } from '#changelog/queries/changelog'
import { deleteChangelogEntry, saveChangelogEntry } from '#changelog/actions/manage_changelog'
import { changelogEntryValidator } from '#changelog/validators/changelog_validators'
import ChangelogEntryTransformer from '#changelog/transformers/changelog_entry_transformer'
import type ChangelogEntry from '#changelog/models/changelog_entry'

/** Saves the form into `entry` (null: a new one) and goes to the list, or back with the slug's error. */
async function save(ctx: HttpContext, entry: ChangelogEntry | null, flashKey: string) {
  const input = await ctx.request.validateUsing(changelogEntryValidator)
  const result = await saveChangelogEntry(entry, input, ctx.auth.user!)
  if (!result.ok) throw fieldError('slug', ctx.i18n.t('changelog.validation.slug_taken'))
  ctx.session.flash('success', ctx.i18n.t(flashKey))
  return ctx.response.redirect().toRoute('admin.changelog.index')
}

/** Admin → Changelog: every entry (drafts too), written in Markdown in both languages. */
export default class AdminChangelogController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('ChangelogPolicy')
    await policy.authorize('viewAny', ctx.currentTeam)
    const state = ctx.request.qs().state
    const filter = isEntryState(state) ? state : null
    const page = await listEntriesForStaff(pageFrom(ctx.request.qs().page), filter)
    return ctx.inertia.render('admin/changelog/index', {
      entries: ChangelogEntryTransformer.paginate(page.data, page.meta).useVariant('forStaff'),
      filters: { state: filter },
      can: { manage: await policy.allows('manage', ctx.currentTeam) },
    })
  }

  async create(ctx: HttpContext) {
    await ctx.bouncer.with('ChangelogPolicy').authorize('manage', ctx.currentTeam)
    return ctx.inertia.render('admin/changelog/form', { entry: null })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('ChangelogPolicy').authorize('manage', ctx.currentTeam)
    return save(ctx, null, 'changelog.flash.created')
  }

  async edit(ctx: HttpContext) {
    await ctx.bouncer.with('ChangelogPolicy').authorize('manage', ctx.currentTeam)
    const entry = found(await findEntry(ctx.params.id))
    return ctx.inertia.render('admin/changelog/form', {
      entry: ChangelogEntryTransformer.transform(entry).useVariant('forEditing'),
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('ChangelogPolicy').authorize('manage', ctx.currentTeam)
    return save(ctx, found(await findEntry(ctx.params.id)), 'changelog.flash.updated')
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('ChangelogPolicy').authorize('manage', ctx.currentTeam)
    await deleteChangelogEntry(found(await findEntry(ctx.params.id)))
    ctx.session.flash('success', ctx.i18n.t('changelog.flash.deleted'))
    return ctx.response.redirect().toRoute('admin.changelog.index')
  }
}
