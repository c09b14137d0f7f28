import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useDisclosure } from '@mantine/hooks'
import { IconTrash } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { TeamTabProps } from '~/features/teams/team_page'

/** Deleting a team: the owner confirms by typing the team's name. */
export function DeleteTeam({ team }: { team: TeamTabProps['team'] }) {
  const t = useT()
  const [opened, { open, close }] = useDisclosure(false)
  const form = useForm({ confirmName: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.delete(urlFor('teams.destroy', { id: team.id }), {
      errorBag: 'deleteTeam',
      onSuccess: () => close(),
    })
  }
  return (
    <>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('teams.delete.description')}</Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={open}
        >
          {t('teams.delete.button')}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t('teams.delete.modal_title', { name: team.name })}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm">{t('teams.delete.description')}</Text>
            <TextInput
              label={t('teams.delete.confirm_label')}
              description={t('teams.delete.confirm_hint', { name: team.name })}
              value={form.data.confirmName}
              onChange={(event) => form.setData('confirmName', event.currentTarget.value)}
              maxLength={120}
              autoComplete="off"
              data-autofocus
              error={errors.confirmName}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={form.processing}
                disabled={form.data.confirmName.trim() !== team.name.trim()}
              >
                {t('teams.delete.confirm_button')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
