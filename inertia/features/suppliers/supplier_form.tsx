import { Stack, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import type { WeeklyHours } from '@shared/opening_hours'
import { PlaceFormFields, placeFormDefaults } from '~/components/place_form_fields'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

const PREFIX = 'suppliers'

/** Create or edit a supplier (shown in a modal). */
export function SupplierForm({
  supplier: address,
  onDone,
  onCancel,
}: {
  supplier?: Data.Suppliers.Supplier
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({
    name: address?.name ?? '',
    /* the generated type widens the [start, end] pairs to arrays */
    ...placeFormDefaults(
      address && { ...address, openingHours: address.openingHours as WeeklyHours | null }
    ),
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`${PREFIX}.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: () => onDone() }
    if (address) form.put(urlFor('dealer.suppliers.update', { supplierId: address.id }), options)
    else form.post(urlFor('dealer.suppliers.store'), options)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={f('name')}
          value={form.data.name}
          onChange={(event) => form.setData('name', event.currentTarget.value)}
          required
          maxLength={150}
          error={errors.name}
          data-autofocus
        />
        <PlaceFormFields data={form.data} setData={form.setData} errors={errors} prefix={PREFIX} />
        <FormActions processing={form.processing} onCancel={onCancel} />
      </Stack>
    </form>
  )
}
