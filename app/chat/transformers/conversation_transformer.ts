/**
 * A conversation on the chat pages:
 * - `toObject`  a row of a list (team, transport, handler, unread count);
 * - `forPage`   the conversation's page header (the same fields, the team's kind).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'

type Row = {
  id: number
  teamId: number
  transportId: number | null
  subject: string | null
  assignedUserId: number | null
  lastMessageAt: string | DateTime | null
}

const instant = (value: string | DateTime | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.toISO()

export default class ConversationTransformer extends BaseTransformer<{
  conversation: Row
  teamName: string
  teamKind?: string
  transportReference: string | null
  handler: string | null
  unread: number
}> {
  toObject() {
    const { conversation, teamName, transportReference, handler, unread } = this.resource
    return {
      id: conversation.id,
      teamId: conversation.teamId,
      teamName,
      transportId: conversation.transportId,
      transportReference,
      subject: conversation.subject,
      assignedUserId: conversation.assignedUserId,
      handler,
      unread,
      lastMessageAt: instant(conversation.lastMessageAt),
    }
  }

  forPage() {
    return { ...this.toObject(), teamKind: this.resource.teamKind ?? null }
  }
}
