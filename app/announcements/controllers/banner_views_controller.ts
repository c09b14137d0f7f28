import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { findActiveFor } from '#announcements/queries/announcements'
import { recordView } from '#announcements/actions/record_view'

/** The banner of an active announcement: first shown to this user (seen), or closed (dismiss). */
export default class BannerViewsController {
  async seen(ctx: HttpContext) {
    return respond(ctx, false)
  }

  async dismiss(ctx: HttpContext) {
    return respond(ctx, true)
  }
}

async function respond(ctx: HttpContext, dismiss: boolean) {
  await ctx.bouncer.with('AnnouncementPolicy').authorize('respond', ctx.currentTeam)
  const announcement = found(await findActiveFor(ctx.params.id, ctx.currentTeam.team))
  await recordView(announcement.id, ctx.auth.user!.id, dismiss)
  return ctx.response.noContent()
}
