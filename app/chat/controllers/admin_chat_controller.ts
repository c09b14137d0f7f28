import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import {
  findConversation,
  listConversations,
  parseChatFilters,
  staffMembers,
  teamsWithConversations,
  viewerOf,
} from '#chat/queries/conversations'
import { assignConversation, openConversationWithTeam } from '#chat/actions/conversations'
import { assignValidator, staffOpenValidator } from '#chat/validators/chat_validators'
import ConversationTransformer from '#chat/transformers/conversation_transformer'

const policy = (ctx: HttpContext) => ctx.bouncer.with('ConversationPolicy')

/** Admin → Chat: every conversation (filters, assignment); staff open one with a team. */
export default class AdminChatController {
  async index(ctx: HttpContext) {
    await policy(ctx).authorize('viewAny', ctx.currentTeam)
    const filters = parseChatFilters(ctx.request.qs())
    const viewer = viewerOf(ctx.currentTeam, ctx.auth.user!.id)
    const page = await listConversations(pageFrom(ctx.request.qs().page), {}, viewer, filters)
    const teams = await teamsWithConversations()
    return ctx.inertia.render('admin/chat/index', {
      conversations: ConversationTransformer.paginate(page.data, page.meta),
      filters: { ...filters, unread: filters.unread ? '1' : null },
      teams: teams.map((team) => ({ id: team.id, name: team.name })),
    })
  }

  /** "Message the team" on a transport's page: the team's conversation about it (opened once). */
  async open(ctx: HttpContext) {
    await policy(ctx).authorize('start', ctx.currentTeam)
    const input = await ctx.request.validateUsing(staffOpenValidator)
    const result = await openConversationWithTeam(
      input.teamId,
      input.transportId ?? null,
      ctx.auth.user!.id
    )
    const conversation = found(result.ok ? result.value : null)
    return ctx.response.redirect().toRoute('admin.chat.show', { id: conversation.id })
  }

  async assign(ctx: HttpContext) {
    await policy(ctx).authorize('assign', ctx.currentTeam)
    const conversation = found(await findConversation(ctx.params.id, {}))
    const input = await ctx.request.validateUsing(assignValidator)
    const staff = await staffMembers()
    const result = await assignConversation(
      conversation,
      input.assignedUserId ?? null,
      new Set(staff.map((user) => user.id))
    )
    const key = result.ok ? 'chat.flash.assigned' : `chat.errors.${result.error}`
    ctx.session.flash(result.ok ? 'success' : 'error', ctx.i18n.t(key))
    return ctx.response.redirect().toRoute('admin.chat.show', { id: conversation.id })
  }
}
