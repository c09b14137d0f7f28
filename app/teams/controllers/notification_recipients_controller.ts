import type { HttpContext } from '@adonisjs/core/http'
import NotFoundException from '#core/exceptions/not_found_exception'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { recipientValidator } from '#teams/validators/recipient_validators'
import {
  createRecipient,
  deleteRecipient,
  updateRecipient,
} from '#teams/actions/manage_notification_recipients'
import { listRecipients } from '#teams/queries/team_pages'
import { fieldError } from '#core/http/field_error'
import { tabProps, teamFromUrl } from '#teams/controllers/team_access'
import { teamRecipientTypesFor } from '#settings/domain/notification_types'
import type Team from '#teams/models/team'

/** The "notifications" tab: extra e-mail recipients of the team's notifications. */
export default class NotificationRecipientsController {
  private async recipientOf(ctx: HttpContext, team: Team) {
    const recipient = await TeamNotificationRecipient.query()
      .where('team_id', team.id)
      .where('id', ctx.params.recipientId)
      .first()
    if (!recipient) throw new NotFoundException()
    return recipient
  }

  private types(team: Team) {
    return teamRecipientTypesFor(team.kind).map((definition) => definition.key)
  }

  async index(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    return ctx.inertia.render('account/teams/notifications', {
      ...(await tabProps(ctx, team)),
      recipients: await listRecipients(team),
      types: this.types(team),
    })
  }

  async store(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await ctx.request.validateUsing(recipientValidator, {
      meta: { types: this.types(team) },
    })
    const result = await createRecipient(team, input)
    if (!result.ok)
      throw fieldError('email', ctx.i18n.t('teams.notifications.duplicate_email'), 'unique')
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.recipient_created', { email: result.value.email })
    )
    return ctx.response.redirect(`/teams/${team.id}/notifications`)
  }

  async update(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const recipient = await this.recipientOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    const input = await ctx.request.validateUsing(recipientValidator, {
      meta: { types: this.types(team) },
    })
    const result = await updateRecipient(recipient, input)
    if (!result.ok)
      throw fieldError('email', ctx.i18n.t('teams.notifications.duplicate_email'), 'unique')
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.recipient_updated', { email: result.value.email })
    )
    return ctx.response.redirect(`/teams/${team.id}/notifications`)
  }

  async destroy(ctx: HttpContext) {
    const team = await teamFromUrl(ctx)
    const recipient = await this.recipientOf(ctx, team)
    await ctx.bouncer.with('TeamPolicy').authorize('update', team)
    await deleteRecipient(recipient)
    ctx.session.flash(
      'success',
      ctx.i18n.t('teams.flash.recipient_deleted', { email: recipient.email })
    )
    return ctx.response.redirect(`/teams/${team.id}/notifications`)
  }
}
