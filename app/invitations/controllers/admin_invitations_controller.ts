import type { HttpContext } from '@adonisjs/core/http'
import { invitationListFilters } from '#invitations/validators/invitation_validators'
import { invitationsForStaff } from '#invitations/queries/invitations_overview'
import InvitationRowTransformer from '#invitations/transformers/invitation_row_transformer'

/** Admin → Invitations: every team's and every private session's invitations in one list. */
export default class AdminInvitationsController {
  async index(ctx: HttpContext) {
    const policy = ctx.bouncer.with('InvitationPolicy')
    await policy.authorize('oversee', ctx.currentTeam)
    const filters = await invitationListFilters(ctx.request.qs())
    const page = await invitationsForStaff(filters)
    return ctx.inertia.render('admin/invitations/index', {
      invitations: InvitationRowTransformer.paginate(page.data, page.meta),
      filters: { kind: filters.kind, state: filters.state, q: filters.q },
      can: { manage: await policy.allows('manage', ctx.currentTeam) },
    })
  }
}
