import { useState } from 'react'
import { Button, Modal, Stack, TextInput } from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import { IconMessagePlus } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ConversationList, type ConversationRow } from '~/features/chat/conversation_list'

/** Messages in a dealer's or carrier's area: the team's conversations with staff. */
export function TeamChatIndex({
  area,
  conversations,
}: {
  area: 'dealer' | 'transporter'
  conversations: Paginated<ConversationRow>
}) {
  const t = useT()
  const [opened, setOpened] = useState(false)
  const form = useForm({ subject: '' })
  const errors = form.errors as Record<string, string | undefined>
  const newButton = (
    <Button leftSection={<IconMessagePlus size={16} />} onClick={() => setOpened(true)}>
      {t('chat.list.new')}
    </Button>
  )
  return (
    <>
      <Head title={t('chat.list.team_title')} />
      <PageHeader
        title={t('chat.list.team_title')}
        description={t('chat.list.team_description')}
        actions={newButton}
      />
      <ConversationList
        area={area}
        conversations={conversations}
        empty={{
          title: t('chat.list.empty'),
          description: t('chat.list.empty_team_description'),
        }}
      />
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('chat.list.new_title')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            form.post(urlFor(`${area}.chat.open`))
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('chat.list.subject')}
              description={t('chat.list.subject_help')}
              value={form.data.subject}
              onChange={(event) => form.setData('subject', event.currentTarget.value)}
              maxLength={150}
              error={errors.subject}
            />
            <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
              {t('chat.list.open')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
