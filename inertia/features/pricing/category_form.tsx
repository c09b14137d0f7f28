import { Checkbox, NumberInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

type CategoryRow = Data.Pricing.VehicleCategory

/** Create (no category) or edit a vehicle category; the coefficient is typed as a factor (1,15). */
export function CategoryForm({ category, onDone }: { category?: CategoryRow; onDone: () => void }) {
  const t = useT()
  const form = useForm({
    code: category?.code ?? '',
    nameIt: category?.nameIt ?? '',
    nameEn: category?.nameEn ?? '',
    coefficient: category ? category.coefficientPermille / 1000 : 1,
    active: category?.active ?? true,
    position: category?.position ?? 0,
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`admin_settings.vehicles.fields.${key}`)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const options = { preserveScroll: true, onSuccess: onDone }
    if (category)
      form.put(urlFor('admin.vehicles.categories.update', { categoryId: category.id }), options)
    else form.post(urlFor('admin.vehicles.categories.store'), options)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={f('code')}
          description={category ? undefined : f('code_hint')}
          value={form.data.code}
          onChange={(event) => form.setData('code', event.currentTarget.value)}
          disabled={Boolean(category)}
          maxLength={30}
          required
          error={errors.code}
          data-autofocus
        />
        <TextInput
          label={f('name_it')}
          value={form.data.nameIt}
          onChange={(event) => form.setData('nameIt', event.currentTarget.value)}
          maxLength={80}
          required
          error={errors.nameIt}
        />
        <TextInput
          label={f('name_en')}
          value={form.data.nameEn}
          onChange={(event) => form.setData('nameEn', event.currentTarget.value)}
          maxLength={80}
          required
          error={errors.nameEn}
        />
        <NumberInput
          label={f('coefficient')}
          description={f('coefficient_hint')}
          value={form.data.coefficient}
          onChange={(value) => form.setData('coefficient', Number(value) || 0)}
          decimalSeparator=","
          decimalScale={3}
          step={0.05}
          min={0.1}
          max={10}
          prefix="× "
          required
          error={errors.coefficient}
        />
        {category && (
          <>
            <NumberInput
              label={f('position')}
              value={form.data.position}
              onChange={(value) => form.setData('position', Number(value) || 0)}
              decimalScale={0}
              min={0}
              error={errors.position}
            />
            <Checkbox
              label={f('active')}
              checked={form.data.active}
              onChange={(event) => form.setData('active', event.currentTarget.checked)}
              error={errors.active}
            />
          </>
        )}
        <FormActions processing={form.processing} onCancel={onDone} />
      </Stack>
    </form>
  )
}
