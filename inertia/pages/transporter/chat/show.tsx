import { ConversationView, type ConversationPageProps } from '~/features/chat/conversation_view'

/** Transporter → Messages → one conversation with staff, live. */
export default function TransporterChatShow(props: ConversationPageProps) {
  return <ConversationView area="transporter" {...props} />
}
