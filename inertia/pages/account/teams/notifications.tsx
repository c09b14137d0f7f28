import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { RecipientForm } from '~/features/teams/recipient_form'
import { confirmDanger } from '~/components/confirm'
import { useNavigating } from '~/lib/navigation'

type Recipient = Data.Teams.NotificationRecipient

/** Team tab "notifications": extra e-mail recipients of the team's notifications. */
export default function TeamNotifications(
  props: TeamTabProps & { recipients: Recipient[]; types: string[] }
) {
  const t = useT()
  const navigating = useNavigating()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const { team, can, recipients, types } = props
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null)

  const remove = (recipient: Recipient) =>
    confirmDanger(t, {
      title: t('teams.notifications.delete_title', { email: recipient.email }),
      body: t('teams.notifications.delete_body'),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(
          urlFor('teams.recipients.destroy', { id: team.id, recipientId: recipient.id }),
          { preserveScroll: true }
        ),
    })

  const addButton = can.update ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('teams.notifications.add')}
    </Button>
  ) : null

  return (
    <TeamPage active="notifications" {...props} actions={addButton}>
      <Text size="sm" c="dimmed">
        {t('teams.notifications.description')}
      </Text>
      {navigating ? (
        <ListLoading rows={3} />
      ) : recipients.length === 0 ? (
        <EmptyState
          title={t('teams.notifications.empty')}
          description={t('teams.notifications.empty_description')}
          action={addButton}
        />
      ) : (
        <Stack gap="sm">
          {recipients.map((recipient) => (
            <Paper key={recipient.id} withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {recipient.email}
                  </Text>
                  {recipient.name && <Text size="sm">{recipient.name}</Text>}
                  <Group gap={6}>
                    {recipient.types.length === 0 ? (
                      <Badge variant="light" color="gray" size="sm">
                        {t('teams.notifications.all_types')}
                      </Badge>
                    ) : (
                      recipient.types.map((type) => (
                        <Badge key={type} variant="light" size="sm">
                          {t(`settings.notifications.types.${type}.label`)}
                        </Badge>
                      ))
                    )}
                  </Group>
                </Stack>
                {can.update && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('teams.notifications.edit_named', { email: recipient.email })}
                        onClick={() => setEditing(recipient)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('teams.notifications.delete_named', {
                          email: recipient.email,
                        })}
                        onClick={() => remove(recipient)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('teams.notifications.add') : t('teams.notifications.edit')}
        size="lg"
        fullScreen={isPhone}
      >
        {editing !== null && (
          <RecipientForm
            key={editing === 'new' ? 'new' : editing.id}
            teamId={team.id}
            recipient={editing === 'new' ? undefined : editing}
            types={types}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </TeamPage>
  )
}
