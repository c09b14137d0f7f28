import { useEffect, useRef } from 'react'
import {
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft, IconPaperclip, IconSend } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { useConversationTitle, type ChatArea } from '~/features/chat/conversation_list'

type Message = Data.Chat.ChatMessage

export type ConversationPageProps = {
  conversation: Data.Chat.Conversation.Variants['forPage']
  messages: Message[]
  older: number | null
  paged: boolean
  side: 'staff' | 'team'
  channel: string
  staff: { id: number; name: string }[]
}

const MAX_FILES = 3

function MessageBubble({
  area,
  conversationId,
  message,
  own,
}: {
  area: ChatArea
  conversationId: number
  message: Message
  own: boolean
}) {
  const t = useT()
  const author = message.authorName ?? t('chat.show.former_user')
  const name =
    message.side === 'staff' && area !== 'admin'
      ? t('chat.show.staff_name', { name: author })
      : author
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={own ? 'blue.0' : 'white'}
      maw="min(85%, 640px)"
      style={{ alignSelf: own ? 'flex-end' : 'flex-start' }}
      data-testid="chat-message"
    >
      <Text size="xs" c="dimmed">
        {name} · {dateTimeMinutes(message.createdAt ?? '')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
      {message.attachments.map((file) => (
        <Anchor
          key={file.id}
          href={urlFor(`${area}.chat.attachment`, { id: conversationId, attachmentId: file.id })}
          size="sm"
          display="flex"
          style={{ alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
        >
          <IconPaperclip size={14} /> {file.fileName}
        </Anchor>
      ))}
    </Paper>
  )
}

function Composer({ area, conversationId }: { area: ChatArea; conversationId: number }) {
  const t = useT()
  const form = useForm<{ body: string; files: File[] }>({ body: '', files: [] })
  const errors = form.errors as Record<string, string | undefined>
  const fileError =
    errors.files ?? Object.entries(errors).find(([key]) => key.startsWith('files.'))?.[1]
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor(`${area}.chat.messages.store`, { id: conversationId }), {
          forceFormData: true,
          preserveScroll: true,
          onSuccess: () => form.reset(),
        })
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('chat.show.message')}
          placeholder={t('chat.show.message_placeholder')}
          value={form.data.body}
          onChange={(event) => form.setData('body', event.currentTarget.value)}
          maxLength={4000}
          autosize
          minRows={2}
          maxRows={8}
          required
          error={errors.body}
        />
        <FileInput
          label={t('chat.show.files')}
          description={t('chat.show.files_help')}
          accept="application/pdf,image/jpeg,image/png"
          multiple
          clearable
          value={form.data.files}
          onChange={(files) => form.setData('files', files.slice(0, MAX_FILES))}
          error={fileError}
        />
        <Button
          type="submit"
          leftSection={<IconSend size={16} />}
          loading={form.processing}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('chat.show.send')}
        </Button>
      </Stack>
    </form>
  )
}

function Assignment({
  conversation,
  staff,
}: {
  conversation: ConversationPageProps['conversation']
  staff: ConversationPageProps['staff']
}) {
  const t = useT()
  const form = useForm({
    assignedUserId: conversation.assignedUserId ? String(conversation.assignedUserId) : '',
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.transform((data) => ({
          assignedUserId: data.assignedUserId ? Number(data.assignedUserId) : undefined,
        }))
        form.put(urlFor('admin.chat.assign', { id: conversation.id }), { preserveScroll: true })
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('chat.show.assign')}
          placeholder={t('chat.show.assign_nobody')}
          data={staff.map((user) => ({ value: String(user.id), label: user.name }))}
          value={form.data.assignedUserId || null}
          onChange={(value) => form.setData('assignedUserId', value ?? '')}
          clearable
          searchable
          w={220}
        />
        <Button type="submit" variant="default" loading={form.processing}>
          {t('chat.show.assign_save')}
        </Button>
      </Group>
    </form>
  )
}

/**
 * One conversation, in every area: its messages (oldest first, the newest
 * 50; older ones by page), the composer, and live delivery: a message
 * arriving on the conversation's channel reloads the messages (no reload of
 * the page). Staff also choose who handles it.
 */
export function ConversationView({
  area,
  conversation,
  messages,
  older,
  paged,
  side,
  channel,
  staff,
}: ConversationPageProps & { area: ChatArea }) {
  const t = useT()
  const title = useConversationTitle()
  const end = useRef<HTMLDivElement>(null)
  useChannel(channel, (message) => {
    if (message.type === 'chat.message' && !paged)
      router.reload({ only: ['messages', 'older', 'conversation'] })
  })
  const last = messages.at(-1)?.id
  useEffect(() => {
    if (!paged) end.current?.scrollIntoView?.({ block: 'end' })
  }, [last, paged])
  const heading =
    area === 'admin'
      ? `${conversation.teamName} · ${title(conversation)}`
      : conversation.transportReference || conversation.subject
        ? title(conversation)
        : t('chat.show.title_team_general')
  return (
    <>
      <Head title={heading} />
      <Anchor component={Link} route={`${area}.chat.index`} size="sm" mb="xs" display="inline-flex">
        <IconArrowLeft size={14} style={{ marginRight: 4 }} />
        {area === 'admin' ? t('chat.show.back_admin') : t('chat.show.back_team')}
      </Anchor>
      <PageHeader
        title={heading}
        description={
          conversation.transportId ? (
            <Anchor
              component={Link}
              route={`${area}.transports.show`}
              routeParams={{ id: conversation.transportId }}
            >
              {t('chat.show.open_transport')}
            </Anchor>
          ) : undefined
        }
      />
      <Stack gap="md">
        {area === 'admin' && staff.length > 0 && (
          <Assignment conversation={conversation} staff={staff} />
        )}
        <Stack gap="xs" data-testid="chat-messages" aria-live="polite">
          {older !== null && (
            <Anchor
              component={Link}
              href={`${urlFor(`${area}.chat.show`, { id: conversation.id })}?before=${older}`}
              size="sm"
              ta="center"
            >
              {t('chat.show.older')}
            </Anchor>
          )}
          {messages.length === 0 ? (
            <EmptyState
              title={t('chat.show.empty')}
              description={t('chat.show.empty_description')}
            />
          ) : (
            messages.map((message) => (
              <MessageBubble
                key={message.id}
                area={area}
                conversationId={conversation.id}
                message={message}
                own={message.side === side}
              />
            ))
          )}
          {paged && (
            <Anchor
              component={Link}
              route={`${area}.chat.show`}
              routeParams={{ id: conversation.id }}
              size="sm"
              ta="center"
            >
              {t('chat.show.newest')}
            </Anchor>
          )}
          <div ref={end} />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('chat.show.live')}
        </Text>
        <Composer area={area} conversationId={conversation.id} />
      </Stack>
    </>
  )
}
