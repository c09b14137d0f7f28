import type { Paginated } from '~/lib/types'
import { TeamChatIndex } from '~/features/chat/team_chat_index'
import type { ConversationRow } from '~/features/chat/conversation_list'

/** Dealer → Messages: the team's conversations with staff. */
export default function DealerChatIndex({
  conversations,
}: {
  conversations: Paginated<ConversationRow>
}) {
  return <TeamChatIndex area="dealer" conversations={conversations} />
}
