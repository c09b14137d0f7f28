import { Stack, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { PlaceFormFields, placeFormDefaults } from '~/components/place_form_fields'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

const PREFIX = 'teams.addresses'

/** Create or edit an address (shown in a modal). */
export function AddressForm({
  teamId,
  address,
  onDone,
  onCancel,
}: {
  teamId: number
  address?: Data.Teams.Address
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({
    label: address?.label ?? '',
    ...placeFormDefaults(address),
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`${PREFIX}.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (address) {
      form.put(urlFor('teams.addresses.update', { id: teamId, addressId: address.id }), options)
    } else {
      form.post(urlFor('teams.addresses.store', { id: teamId }), options)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={f('label')}
          description={f('label_hint')}
          value={form.data.label}
          onChange={(event) => form.setData('label', event.currentTarget.value)}
          required
          maxLength={100}
          error={errors.label}
          data-autofocus
        />
        <PlaceFormFields data={form.data} setData={form.setData} errors={errors} prefix={PREFIX} />
        <FormActions processing={form.processing} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
