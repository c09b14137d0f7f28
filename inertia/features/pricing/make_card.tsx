import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { router, useForm } from '@inertiajs/react'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import { confirmDanger } from '~/components/confirm'
import { urlFor } from '~/lib/routes'

type MakeRow = Data.Pricing.VehicleMake

/** One make with its models: add a model, remove a model or the whole make (confirmed). */
export function MakeCard({
  make,
  categories,
  canEdit,
}: {
  make: MakeRow
  categories: { value: string; label: string }[]
  canEdit: boolean
}) {
  const t = useT()
  const form = useForm({ name: '', categoryCode: '' })
  const errors = form.errors as Record<string, string | undefined>

  const addModel = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      name: data.name,
      ...(data.categoryCode ? { categoryCode: data.categoryCode } : {}),
    }))
    form.post(urlFor('admin.vehicles.models.store', { makeId: make.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  const removeMake = () =>
    confirmDanger(t, {
      title: t('admin_settings.vehicles.delete_make_title', { name: make.name }),
      body: t('admin_settings.vehicles.delete_make_body', { count: make.models.length }),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('admin.vehicles.makes.destroy', { makeId: make.id }), {
          preserveScroll: true,
        }),
    })

  const removeModel = (model: MakeRow['models'][number]) =>
    confirmDanger(t, {
      title: t('admin_settings.vehicles.delete_model_title', {
        name: `${make.name} ${model.name}`,
      }),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('admin.vehicles.models.destroy', { modelId: model.id }), {
          preserveScroll: true,
        }),
    })

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{make.name}</Text>
          {canEdit && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={removeMake}
              aria-label={t('admin_settings.vehicles.delete_make')}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {make.models.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin_settings.vehicles.no_models')}
          </Text>
        ) : (
          <Group gap={6}>
            {make.models.map((model) => (
              <Badge
                key={model.id}
                variant="light"
                tt="none"
                rightSection={
                  canEdit ? (
                    <CloseButton
                      size="xs"
                      onClick={() => removeModel(model)}
                      aria-label={t('admin_settings.vehicles.delete_model', { name: model.name })}
                    />
                  ) : undefined
                }
              >
                {model.name}
                {model.categoryCode ? ` · ${model.categoryCode}` : ''}
              </Badge>
            ))}
          </Group>
        )}
        {canEdit && (
          <form onSubmit={addModel} noValidate>
            <Group align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                size="xs"
                placeholder={t('admin_settings.vehicles.fields.model')}
                aria-label={t('admin_settings.vehicles.fields.model')}
                value={form.data.name}
                onChange={(event) => form.setData('name', event.currentTarget.value)}
                maxLength={80}
                error={errors.name}
              />
              <Select
                size="xs"
                placeholder={t('admin_settings.vehicles.fields.category')}
                aria-label={t('admin_settings.vehicles.fields.category')}
                data={categories}
                value={form.data.categoryCode || null}
                onChange={(value) => form.setData('categoryCode', value ?? '')}
                clearable
                error={errors.categoryCode}
              />
              <Button
                size="xs"
                type="submit"
                variant="light"
                loading={form.processing}
                leftSection={<IconPlus size={14} aria-hidden />}
              >
                {t('admin_settings.vehicles.add_model')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  )
}
