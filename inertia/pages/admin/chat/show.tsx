import { ConversationView, type ConversationPageProps } from '~/features/chat/conversation_view'

/** Admin → Chat → one conversation with a team, live; who handles it. */
export default function AdminChatShow(props: ConversationPageProps) {
  return <ConversationView area="admin" {...props} />
}
