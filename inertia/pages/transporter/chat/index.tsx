import type { Paginated } from '~/lib/types'
import { TeamChatIndex } from '~/features/chat/team_chat_index'
import type { ConversationRow } from '~/features/chat/conversation_list'

/** Transporter → Messages: the team's conversations with staff. */
export default function TransporterChatIndex({
  conversations,
}: {
  conversations: Paginated<ConversationRow>
}) {
  return <TeamChatIndex area="transporter" conversations={conversations} />
}
