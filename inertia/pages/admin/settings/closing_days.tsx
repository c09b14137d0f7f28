import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import { date } from '@shared/format'
import type { Data } from '@generated/data'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import { ClosingDayForm } from '~/components/closing_day_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import { RowActions } from '~/components/row_actions'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'

type GlobalClosingDayRow = Data.Pricing.GlobalClosingDay

type Props = {
  closingDays: Paginated<GlobalClosingDayRow>
  can: { update: boolean }
}

/** Admin → Settings → Closing days: platform-wide closings (no pickups or deliveries anywhere). */
export default function AdminClosingDays({ closingDays, can }: Props) {
  const t = useT()
  const { editing, edit, close } = useEditing<GlobalClosingDayRow>()

  const range = (row: GlobalClosingDayRow) =>
    row.startsOn === row.endsOn ? date(row.startsOn) : `${date(row.startsOn)} – ${date(row.endsOn)}`

  const remove = (row: GlobalClosingDayRow) =>
    confirmDanger(t, {
      title: t('admin_settings.closing_days.delete_title', { range: range(row) }),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('admin.settings.closing_days.destroy', { closingDayId: row.id }), {
          preserveScroll: true,
        }),
    })

  const addButton = can.update ? (
    <AddButton label={t('admin_settings.closing_days.add')} onClick={() => edit('new')} />
  ) : null

  return (
    <>
      <Head title={t('admin_settings.closing_days.title')} />
      <PageHeader
        title={t('admin_settings.title')}
        description={t('admin_settings.closing_days.description')}
        actions={addButton}
      />
      <AdminSettingsTabs active="closing-days" />
      <ListContent
        rows={4}
        isEmpty={closingDays.data.length === 0}
        empty={{
          title: t('admin_settings.closing_days.empty'),
          description: t('admin_settings.closing_days.empty_description'),
          action: addButton,
        }}
      >
        <Stack gap="sm">
          {closingDays.data.map((row) => (
            <Paper key={row.id} withBorder p="md" radius="md" opacity={row.past ? 0.6 : 1}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{range(row)}</Text>
                    {row.current && (
                      <Badge color="orange" variant="light">
                        {t('admin_settings.closing_days.current')}
                      </Badge>
                    )}
                    {row.past && (
                      <Badge color="gray" variant="light">
                        {t('admin_settings.closing_days.past')}
                      </Badge>
                    )}
                  </Group>
                  {row.reason && (
                    <Text size="sm" c="dimmed">
                      {row.reason}
                    </Text>
                  )}
                </Stack>
                {can.update && (
                  <RowActions
                    editLabel={t('common.edit')}
                    deleteLabel={t('common.delete')}
                    onEdit={() => edit(row)}
                    onDelete={() => remove(row)}
                  />
                )}
              </Group>
            </Paper>
          ))}
          <ListPagination
            meta={closingDays.metadata}
            summary={t('admin_settings.closing_days.total', { count: closingDays.metadata.total })}
          />
        </Stack>
      </ListContent>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('admin_settings.closing_days.add')}
        editTitle={t('admin_settings.closing_days.edit')}
      >
        {(closingDay) => (
          <ClosingDayForm
            initial={closingDay}
            labels={{
              startsOn: t('admin_settings.closing_days.fields.starts_on'),
              endsOn: t('admin_settings.closing_days.fields.ends_on'),
              reason: t('admin_settings.closing_days.fields.reason'),
            }}
            submit={
              !closingDay
                ? { method: 'post', url: urlFor('admin.settings.closing_days.store') }
                : {
                    method: 'put',
                    url: urlFor('admin.settings.closing_days.update', {
                      closingDayId: closingDay.id,
                    }),
                  }
            }
            onDone={close}
            onCancel={close}
          />
        )}
      </EditModal>
    </>
  )
}
