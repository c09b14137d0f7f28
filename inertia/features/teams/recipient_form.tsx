import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

/** Create or edit a team notification recipient (shown in a modal). */
export function RecipientForm({
  teamId,
  recipient,
  types,
  onDone,
  onCancel,
}: {
  teamId: number
  recipient?: Data.Teams.NotificationRecipient
  types: string[]
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({
    name: recipient?.name ?? '',
    email: recipient?.email ?? '',
    types: recipient?.types ?? ([] as string[]),
  })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (recipient) {
      const params = { id: teamId, recipientId: recipient.id }
      form.put(urlFor('teams.recipients.update', params), options)
    } else {
      form.post(urlFor('teams.recipients.store', { id: teamId }), options)
    }
  }
  const typeError = Object.entries(errors).find(
    ([key]) => key === 'types' || key.startsWith('types.')
  )?.[1]
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('teams.notifications.name')}
          value={form.data.name}
          onChange={(event) => form.setData('name', event.currentTarget.value)}
          maxLength={120}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          type="email"
          label={t('teams.notifications.email')}
          value={form.data.email}
          onChange={(event) => form.setData('email', event.currentTarget.value)}
          required
          maxLength={254}
          error={errors.email}
        />
        <Checkbox.Group
          label={t('teams.notifications.types')}
          description={t('teams.notifications.types_hint')}
          value={form.data.types}
          onChange={(value) => form.setData('types', value)}
          error={typeError}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {types.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={t(`settings.notifications.types.${type}.label`)}
                description={t(`settings.notifications.types.${type}.description`)}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FormActions processing={form.processing} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
