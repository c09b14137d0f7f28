import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useT } from '~/lib/i18n'
import { date } from '@shared/format'
import type { Data } from '@generated/data'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import { ClosingDayForm } from '~/components/closing_day_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { useNavigating } from '~/lib/navigation'
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
  const navigating = useNavigating()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const [editing, setEditing] = useState<GlobalClosingDayRow | 'new' | null>(null)

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
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('admin_settings.closing_days.add')}
    </Button>
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
      {navigating ? (
        <ListLoading rows={4} />
      ) : closingDays.data.length === 0 ? (
        <EmptyState
          title={t('admin_settings.closing_days.empty')}
          description={t('admin_settings.closing_days.empty_description')}
          action={addButton}
        />
      ) : (
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
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('common.edit')}
                        onClick={() => setEditing(row)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('common.delete')}
                        onClick={() => remove(row)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
          <ListPagination
            meta={closingDays.metadata}
            summary={t('admin_settings.closing_days.total', { count: closingDays.metadata.total })}
          />
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('admin_settings.closing_days.add')
            : t('admin_settings.closing_days.edit')
        }
        fullScreen={isPhone}
      >
        {editing !== null && (
          <ClosingDayForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : editing}
            labels={{
              startsOn: t('admin_settings.closing_days.fields.starts_on'),
              endsOn: t('admin_settings.closing_days.fields.ends_on'),
              reason: t('admin_settings.closing_days.fields.reason'),
            }}
            submit={
              editing === 'new'
                ? { method: 'post', url: urlFor('admin.settings.closing_days.store') }
                : {
                    method: 'put',
                    url: urlFor('admin.settings.closing_days.update', { closingDayId: editing.id }),
                  }
            }
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  )
}
