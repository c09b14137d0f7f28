import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { pageFrom } from '#core/paging'
import { isStatus } from '#announcements/domain/announcements'
import {
  audienceTeams,
  chosenTeams,
  findAnnouncement,
  listAnnouncementsForStaff,
} from '#announcements/queries/announcements'
import { deleteAnnouncement, saveAnnouncement } from '#announcements/actions/manage_announcements'
import { announcementValidator } from '#announcements/validators/announcement_validators'
import AnnouncementTransformer from '#announcements/transformers/announcement_transformer'
import type Announcement from '#announcements/models/announcement'

const FIELD_OF_ERROR = {
  no_teams: 'teamIds',
  unknown_teams: 'teamIds',
  ends_before_start: 'endOn',
  ends_in_past: 'endOn',
} as const

/** A date field (local midnight, as VineJS parses it) as yyyy-MM-dd. */
const calendarDay = (value: Date | undefined | null) =>
  value ? DateTime.fromJSDate(value).toISODate() : null

type Form = Awaited<ReturnType<typeof announcementValidator.validate>>

/** The validated form as the action's input. */
const inputOf = (input: Form) => ({
  ...input,
  teamIds: input.teamIds ?? [],
  sendEmail: input.sendEmail ?? false,
  publishOn: calendarDay(input.publishOn),
  endOn: calendarDay(input.endOn),
})

/** Saves the form into `record` (null: a new one) and goes to the list, or back with the field's error. */
async function save(ctx: HttpContext, record: Announcement | null, flashKey: string) {
  const input = await ctx.request.validateUsing(announcementValidator)
  const result = await saveAnnouncement(record, inputOf(input), ctx.auth.user!)
  if (!result.ok)
    throw fieldError(
      FIELD_OF_ERROR[result.error],
      ctx.i18n.t(`announcements.validation.${result.error}`)
    )
  ctx.session.flash('success', ctx.i18n.t(flashKey))
  return ctx.response.redirect().toRoute('admin.communications.index')
}

const fieldsOf = (record: Announcement) => ({
  id: record.id,
  titleIt: record.titleIt,
  titleEn: record.titleEn,
  bodyIt: record.bodyIt,
  bodyEn: record.bodyEn,
  audience: record.audience,
  state: record.state,
  publishAt: record.publishAt,
  endsAt: record.endsAt,
  sendEmail: record.sendEmail,
  emailedAt: record.emailedAt,
  emailedCount: record.emailedCount,
})

async function renderForm(ctx: HttpContext, record: Announcement | null) {
  const teams = record ? await chosenTeams(record.id) : []
  return ctx.inertia.render('admin/communications/form', {
    announcement: record
      ? AnnouncementTransformer.transform({
          ...fieldsOf(record),
          teamIds: teams.map((team) => Number(team.id)),
        }).useVariant('forEditing')
      : null,
    teams: await audienceTeams(),
  })
}

/** Admin → Communications: staff announcements to dealers, carriers or chosen teams. */
export default class AdminAnnouncementsController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('AnnouncementPolicy')
    await policy.authorize('viewAny', ctx.currentTeam)
    const status = isStatus(ctx.request.qs().status) ? ctx.request.qs().status : null
    const page = await listAnnouncementsForStaff(pageFrom(ctx.request.qs().page), status)
    return ctx.inertia.render('admin/communications/index', {
      communications: AnnouncementTransformer.paginate(page.data, page.meta).useVariant('forStaff'),
      filters: { status },
      can: { manage: await policy.allows('manage', ctx.currentTeam) },
    })
  }

  async create(ctx: HttpContext) {
    await ctx.bouncer.with('AnnouncementPolicy').authorize('manage', ctx.currentTeam)
    return renderForm(ctx, null)
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('AnnouncementPolicy').authorize('manage', ctx.currentTeam)
    return save(ctx, null, 'announcements.flash.created')
  }

  async edit(ctx: HttpContext) {
    await ctx.bouncer.with('AnnouncementPolicy').authorize('manage', ctx.currentTeam)
    return renderForm(ctx, found(await findAnnouncement(ctx.params.id)))
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('AnnouncementPolicy').authorize('manage', ctx.currentTeam)
    return save(ctx, found(await findAnnouncement(ctx.params.id)), 'announcements.flash.updated')
  }

  async destroy(ctx: HttpContext) {
    await ctx.bouncer.with('AnnouncementPolicy').authorize('manage', ctx.currentTeam)
    await deleteAnnouncement(found(await findAnnouncement(ctx.params.id)), ctx.auth.user!)
    ctx.session.flash('success', ctx.i18n.t('announcements.flash.deleted'))
    return ctx.response.redirect().toRoute('admin.communications.index')
  }
}
