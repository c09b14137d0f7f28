import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { recipientValidator } from '#teams/validators/recipient_validators'
import {
  createRecipient,
  deleteRecipient,
  updateRecipient,
} from '#teams/actions/manage_notification_recipients'
import { listRecipients } from '#teams/queries/team_pages'
import { recipientOf } from '#teams/queries/team_records'
import NotificationRecipientTransformer from '#teams/transformers/notification_recipient_transformer'
import { teamRecipientTypesFor } from '#settings/domain/notification_types'
import type Team from '#teams/models/team'
import { tabProps, teamMembership } from '#teams/controllers/team_access'

/** The notification types a team of this kind can send to extra recipients. */
function recipientTypes(team: Team) {
  return teamRecipientTypesFor(team.kind).map((definition) => definition.key)
}

/** The "notifications" tab: extra e-mail recipients of the team's notifications. */
export default class NotificationRecipientsController {
  async index(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const recipients = await listRecipients(member.team.id)
    return ctx.inertia.render('account/teams/notifications', {
      ...(await tabProps(ctx, member)),
      recipients: NotificationRecipientTransformer.transform(recipients),
      types: recipientTypes(member.team),
    })
  }

  async store(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const input = await ctx.request.validateUsing(recipientValidator, {
      meta: { types: recipientTypes(member.team) },
    })
    const result = await createRecipient(member.team, input)
    if (!result.ok) throw this.duplicate(ctx)
    const email = result.value.email
    ctx.session.flash('success', ctx.i18n.t('teams.flash.recipient_created', { email }))
    return ctx.response.redirect().toRoute('teams.notifications', { id: member.team.id })
  }

  async update(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const recipient = found(await recipientOf(member.team.id, ctx.params.recipientId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    const input = await ctx.request.validateUsing(recipientValidator, {
      meta: { types: recipientTypes(member.team) },
    })
    const result = await updateRecipient(recipient, input)
    if (!result.ok) throw this.duplicate(ctx)
    const email = result.value.email
    ctx.session.flash('success', ctx.i18n.t('teams.flash.recipient_updated', { email }))
    return ctx.response.redirect().toRoute('teams.notifications', { id: member.team.id })
  }

  async destroy(ctx: HttpContext) {
    const member = await teamMembership(ctx)
    const recipient = found(await recipientOf(member.team.id, ctx.params.recipientId))
    await ctx.bouncer.with('TeamPolicy').authorize('update', member)
    await deleteRecipient(recipient)
    const email = recipient.email
    ctx.session.flash('success', ctx.i18n.t('teams.flash.recipient_deleted', { email }))
    return ctx.response.redirect().toRoute('teams.notifications', { id: member.team.id })
  }

  private duplicate(ctx: HttpContext) {
    return fieldError('email', ctx.i18n.t('teams.notifications.duplicate_email'), 'unique')
  }
}
