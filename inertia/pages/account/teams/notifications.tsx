import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { RecipientForm } from '~/features/teams/recipient_form'
import { confirmDanger } from '~/components/confirm'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import { RowActions } from '~/components/row_actions'

type Recipient = Data.Teams.NotificationRecipient

/** Team tab "notifications": extra e-mail recipients of the team's notifications. */
export default function TeamNotifications(
  props: TeamTabProps & { recipients: Recipient[]; types: string[] }
) {
  const t = useT()
  const { team, can, recipients, types } = props
  const { editing, edit, close } = useEditing<Recipient>()

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
    <AddButton label={t('teams.notifications.add')} onClick={() => edit('new')} />
  ) : null

  return (
    <TeamPage active="notifications" {...props} actions={addButton}>
      <Text size="sm" c="dimmed">
        {t('teams.notifications.description')}
      </Text>
      <ListContent
        rows={3}
        isEmpty={recipients.length === 0}
        empty={{
          title: t('teams.notifications.empty'),
          description: t('teams.notifications.empty_description'),
          action: addButton,
        }}
      >
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
                  <RowActions
                    editLabel={t('teams.notifications.edit_named', { email: recipient.email })}
                    deleteLabel={t('teams.notifications.delete_named', {
                      email: recipient.email,
                    })}
                    onEdit={() => edit(recipient)}
                    onDelete={() => remove(recipient)}
                  />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </ListContent>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('teams.notifications.add')}
        editTitle={t('teams.notifications.edit')}
        size="lg"
      >
        {(recipient) => (
          <RecipientForm
            teamId={team.id}
            recipient={recipient}
            types={types}
            onDone={close}
            onCancel={close}
          />
        )}
      </EditModal>
    </TeamPage>
  )
}
