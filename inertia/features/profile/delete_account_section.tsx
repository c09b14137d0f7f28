import { useState } from 'react'
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { PasswordConfirmModal } from '~/features/profile/password_confirm_modal'

/** Delete the account for good (password required); blocked while owning teams with other members. */
export function DeleteAccountSection({ deletion }: { deletion: Data.Identity.AccountDeletion }) {
  const t = useT()
  const [opened, setOpened] = useState(false)
  const blocked = deletion.blockingTeams.length > 0
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('profile.delete.intro')}
      </Text>
      {blocked && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={t('profile.delete.blocked_title')}
        >
          <Text size="sm">{t('profile.delete.blocked_text')}</Text>
          <List size="sm" mt={4}>
            {deletion.blockingTeams.map((team) => (
              <List.Item key={team.id}>{team.name}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button color="red" onClick={() => setOpened(true)} disabled={blocked}>
          {t('profile.delete.button')}
        </Button>
      </Group>
      <PasswordConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('profile.delete.button')}
        text={t('profile.delete.confirm_text')}
        route="current_user.destroy"
        errorBag="deleteUser"
        danger
      />
    </Stack>
  )
}
