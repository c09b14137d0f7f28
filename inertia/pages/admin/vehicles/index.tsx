import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useState } from 'react'
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { useLocale, useT } from '~/lib/i18n'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import { CategoryForm } from '~/features/pricing/category_form'
import { MakeCard } from '~/features/pricing/make_card'
import { ListPagination } from '~/components/list_pagination'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'

type CategoryRow = Data.Pricing.VehicleCategory

type Props = {
  categories: CategoryRow[]
  makes: Paginated<Data.Pricing.VehicleMake>
  filters: { q: string }
  can: { update: boolean }
}

/** Admin → Vehicles: categories with their price coefficients, makes and models. */
export default function AdminVehicles({ categories, makes, filters, can }: Props) {
  const t = useT()
  const locale = useLocale()
  const { editing, edit, close } = useEditing<CategoryRow>()
  const [q, setQ] = useState(filters.q)
  const makeForm = useForm({ name: '' })
  const categoryOptions = categories.map((c) => ({
    value: c.code,
    label: locale === 'en' ? c.nameEn : c.nameIt,
  }))

  const search = (event: React.FormEvent) => {
    event.preventDefault()
    applyFilters(urlFor('admin.vehicles'), { q })
  }

  return (
    <>
      <Head title={t('admin_settings.vehicles.title')} />
      <PageHeader
        title={t('admin_settings.title')}
        description={t('admin_settings.vehicles.description')}
      />
      <AdminSettingsTabs active="vehicles" />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('admin_settings.vehicles.categories')}
              </Title>
              {can.update && (
                <AddButton
                  size="xs"
                  label={t('admin_settings.vehicles.add_category')}
                  onClick={() => edit('new')}
                />
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('admin_settings.vehicles.coefficients_hint')}
            </Text>
            {categories.length === 0 ? (
              <EmptyState title={t('admin_settings.vehicles.no_categories')} />
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin_settings.vehicles.fields.code')}</Table.Th>
                      <Table.Th>{t('admin_settings.vehicles.fields.name')}</Table.Th>
                      <Table.Th>{t('admin_settings.vehicles.fields.coefficient')}</Table.Th>
                      <Table.Th>{t('admin_settings.vehicles.fields.active')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {categories.map((category) => (
                      <Table.Tr key={category.id}>
                        <Table.Td>
                          <code>{category.code}</code>
                        </Table.Td>
                        <Table.Td>
                          {category.nameIt} / {category.nameEn}
                        </Table.Td>
                        <Table.Td>
                          ×{' '}
                          {(category.coefficientPermille / 1000).toLocaleString('it-IT', {
                            minimumFractionDigits: 2,
                          })}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={category.active ? 'green' : 'gray'} variant="light">
                            {category.active
                              ? t('admin_settings.vehicles.active')
                              : t('admin_settings.vehicles.inactive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {can.update && (
                            <Button
                              size="xs"
                              variant="subtle"
                              leftSection={<IconPencil size={14} aria-hidden />}
                              onClick={() => edit(category)}
                            >
                              {t('common.edit')}
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admin_settings.vehicles.makes')}
          </Title>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <form noValidate onSubmit={search}>
              <TextInput
                leftSection={<IconSearch size={14} aria-hidden />}
                placeholder={t('admin_settings.vehicles.search')}
                aria-label={t('admin_settings.vehicles.search')}
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
                maxLength={80}
              />
            </form>
            {can.update && (
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  makeForm.post(urlFor('admin.vehicles.makes.store'), {
                    preserveScroll: true,
                    onSuccess: () => makeForm.reset(),
                  })
                }}
                noValidate
              >
                <Group gap="xs" align="flex-start">
                  <TextInput
                    placeholder={t('admin_settings.vehicles.fields.make')}
                    aria-label={t('admin_settings.vehicles.fields.make')}
                    value={makeForm.data.name}
                    onChange={(event) => makeForm.setData('name', event.currentTarget.value)}
                    maxLength={80}
                    error={makeForm.errors.name}
                  />
                  <Button
                    type="submit"
                    loading={makeForm.processing}
                    leftSection={<IconPlus size={14} aria-hidden />}
                  >
                    {t('admin_settings.vehicles.add_make')}
                  </Button>
                </Group>
              </form>
            )}
          </Group>
          <ListContent
            rows={4}
            isEmpty={makes.data.length === 0}
            empty={{
              title: t('admin_settings.vehicles.no_makes'),
              description: filters.q ? t('admin_settings.vehicles.no_makes_filtered') : undefined,
            }}
          >
            {makes.data.map((make) => (
              <MakeCard
                key={make.id}
                make={make}
                categories={categoryOptions}
                canEdit={can.update}
              />
            ))}
            <ListPagination
              meta={makes.metadata}
              summary={t('admin_settings.vehicles.total_makes', { count: makes.metadata.total })}
            />
          </ListContent>
        </Stack>
      </Stack>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('admin_settings.vehicles.add_category')}
        editTitle={t('admin_settings.vehicles.edit_category')}
      >
        {(category) => <CategoryForm category={category} onDone={close} />}
      </EditModal>
    </>
  )
}
