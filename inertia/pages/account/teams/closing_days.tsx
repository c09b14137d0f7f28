import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core'
import { router } from '@inertiajs/react'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { ClosingDayForm } from '~/features/teams/closing_day_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { useNavigating } from '~/lib/navigation'
import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import { urlFor } from '~/lib/routes'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'

type ClosingDay = Data.Teams.ClosingDay

function daysBetween(from: string, to: string) {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  )
}

/** Team tab "closing days": upcoming and ongoing first, then the past ones. */
export default function TeamClosingDays(
  props: TeamTabProps & {
    closingDays: Paginated<ClosingDay>
    addresses: Data.Teams.Address.Variants['forOption'][]
  }
) {
  const t = useT()
  const navigating = useNavigating()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const { team, can, closingDays, addresses } = props
  const [editing, setEditing] = useState<ClosingDay | 'new' | null>(null)

  const period = (row: ClosingDay) =>
    row.startsOn === row.endsOn
      ? date(row.startsOn)
      : t('teams.closing_days.range', { from: date(row.startsOn), to: date(row.endsOn) })

  const remove = (row: ClosingDay) =>
    confirmDanger(t, {
      title: t('teams.closing_days.delete_title', {
        from: date(row.startsOn),
        to: date(row.endsOn),
      }),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('teams.closing_days.destroy', { id: team.id, closingDayId: row.id }), {
          preserveScroll: true,
        }),
    })

  const addButton = can.update ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('teams.closing_days.add')}
    </Button>
  ) : null

  return (
    <TeamPage active="closing_days" {...props} actions={addButton}>
      <Text size="sm" c="dimmed">
        {t('teams.closing_days.description')}
      </Text>
      {navigating ? (
        <ListLoading rows={5} />
      ) : closingDays.data.length === 0 ? (
        <EmptyState
          title={t('teams.closing_days.empty')}
          description={t('teams.closing_days.empty_description')}
          action={addButton}
        />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('teams.closing_days.period')}</Table.Th>
                  <Table.Th>{t('teams.closing_days.scope')}</Table.Th>
                  <Table.Th>{t('teams.closing_days.reason')}</Table.Th>
                  {can.update && (
                    <Table.Th w={90}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {closingDays.data.map((row) => (
                  <Table.Tr key={row.id} c={row.past ? 'dimmed' : undefined}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={500} className="nowrap">
                          {period(row)}
                        </Text>
                        <Group gap={6}>
                          <Badge
                            size="xs"
                            variant="light"
                            color={row.current ? 'orange' : row.past ? 'gray' : 'blue'}
                          >
                            {t(
                              `teams.closing_days.status.${row.current ? 'current' : row.past ? 'past' : 'upcoming'}`
                            )}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {t('teams.closing_days.days', {
                              count: daysBetween(row.startsOn, row.endsOn),
                            })}
                          </Text>
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {row.addressLabel ?? t('teams.closing_days.whole_team')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.reason ?? '—'}</Text>
                    </Table.Td>
                    {can.update && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('common.edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('teams.closing_days.edit_named', {
                                from: date(row.startsOn),
                                to: date(row.endsOn),
                              })}
                              onClick={() => setEditing(row)}
                            >
                              <IconPencil size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('common.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('teams.closing_days.delete_named', {
                                from: date(row.startsOn),
                                to: date(row.endsOn),
                              })}
                              onClick={() => remove(row)}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            meta={closingDays.metadata}
            summary={t('teams.closing_days.total', { count: closingDays.metadata.total })}
          />
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('teams.closing_days.add') : t('teams.closing_days.edit')}
        fullScreen={isPhone}
      >
        {editing !== null && (
          <ClosingDayForm
            key={editing === 'new' ? 'new' : editing.id}
            teamId={team.id}
            closingDay={editing === 'new' ? undefined : editing}
            addresses={addresses}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </TeamPage>
  )
}
