import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { found } from '#core/exceptions/not_found_exception'
import { pageFrom } from '#core/paging'
import {
  attachmentContents,
  chatScopeOf,
  findAttachment,
  findConversation,
  listConversations,
  viewerOf,
} from '#chat/queries/conversations'
import { markConversationRead, openConversation, postMessage } from '#chat/actions/conversations'
import { messageValidator, openValidator } from '#chat/validators/chat_validators'
import ConversationTransformer from '#chat/transformers/conversation_transformer'
import { conversationProps } from '#chat/controllers/chat_props'
import { contentDisposition } from '#requests/domain/attachment_files'
import { chatShowRoute } from '#chat/domain/chat'

const policy = (ctx: HttpContext) => ctx.bouncer.with('ConversationPolicy')

/** The conversation of the URL, within what the caller may see (another team's: 404), authorized. */
async function conversationOf(ctx: HttpContext, ability: 'view' | 'reply' = 'view') {
  const conversation = found(await findConversation(ctx.params.id, chatScopeOf(ctx.currentTeam)))
  await policy(ctx).authorize(ability, ctx.currentTeam, conversation)
  return conversation
}

const showRoute = (ctx: HttpContext) => chatShowRoute(ctx.currentTeam.area)

/**
 * The chat of a dealer's or carrier's team with staff (Messages in their
 * area), and each conversation's page in every area (staff included).
 */
export default class ChatController {
  async index(ctx: HttpContext) {
    await policy(ctx).authorize('viewAny', ctx.currentTeam)
    const viewer = viewerOf(ctx.currentTeam, ctx.auth.user!.id)
    const page = await listConversations(
      pageFrom(ctx.request.qs().page),
      chatScopeOf(ctx.currentTeam),
      viewer
    )
    return ctx.inertia.render(`${ctx.currentTeam.area}/chat/index` as 'dealer/chat/index', {
      conversations: ConversationTransformer.paginate(page.data, page.meta),
    })
  }

  async show(ctx: HttpContext) {
    const conversation = await conversationOf(ctx)
    await markConversationRead(conversation, ctx.auth.user!.id)
    const props = await conversationProps(ctx, conversation)
    return ctx.inertia.render(`${ctx.currentTeam.area}/chat/show` as 'dealer/chat/show', props)
  }

  /** A team opens a conversation (about one of its transports, or a general one). */
  async open(ctx: HttpContext) {
    await policy(ctx).authorize('start', ctx.currentTeam)
    const input = await ctx.request.validateUsing(openValidator)
    const result = await openConversation({
      team: ctx.currentTeam.team,
      transportId: input.transportId ?? null,
      subject: input.subject || null,
      byUserId: ctx.auth.user!.id,
    })
    const conversation = found(result.ok ? result.value : null)
    return ctx.response.redirect().toRoute(showRoute(ctx), { id: conversation.id })
  }

  async message(ctx: HttpContext) {
    const conversation = await conversationOf(ctx, 'reply')
    const input = await ctx.request.validateUsing(messageValidator)
    const result = await postMessage({
      conversationId: conversation.id,
      authorUserId: ctx.auth.user!.id,
      side: viewerOf(ctx.currentTeam, ctx.auth.user!.id).side,
      body: input.body,
      files: uploadsOf(input.files),
    })
    if (!result.ok) ctx.session.flash('error', ctx.i18n.t(`chat.errors.${result.error}`))
    return ctx.response.redirect().toRoute(showRoute(ctx), { id: conversation.id })
  }

  /** A file of a message, streamed after the policy (never served by URL). */
  async attachment(ctx: HttpContext) {
    const conversation = await conversationOf(ctx)
    const file = found(await findAttachment(conversation.id, ctx.params.attachmentId))
    const contents = found(await attachmentContents(file))
    ctx.response.header('Content-Type', file.mimeType)
    ctx.response.header('Content-Disposition', contentDisposition(file.fileName))
    ctx.response.header('X-Content-Type-Options', 'nosniff')
    return ctx.response.stream(contents)
  }
}

function uploadsOf(files: MultipartFile[] | undefined) {
  return (files ?? []).map((file) => ({
    tmpPath: file.tmpPath,
    clientName: file.clientName,
    extname: file.extname ?? '',
  }))
}
