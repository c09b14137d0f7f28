import { ConversationView, type ConversationPageProps } from '~/features/chat/conversation_view'

/** Dealer → Messages → one conversation with staff, live. */
export default function DealerChatShow(props: ConversationPageProps) {
  return <ConversationView area="dealer" {...props} />
}
