import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { router } from '@inertiajs/react'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { ClosingDayForm } from '~/features/teams/closing_day_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import { RowActions } from '~/components/row_actions'
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
  const { team, can, closingDays, addresses } = props
  const { editing, edit, close } = useEditing<ClosingDay>()

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
    <AddButton label={t('teams.closing_days.add')} onClick={() => edit('new')} />
  ) : null

  return (
    <TeamPage active="closing_days" {...props} actions={addButton}>
      <Text size="sm" c="dimmed">
        {t('teams.closing_days.description')}
      </Text>
      <ListContent
        rows={5}
        isEmpty={closingDays.data.length === 0}
        empty={{
          title: t('teams.closing_days.empty'),
          description: t('teams.closing_days.empty_description'),
          action: addButton,
        }}
      >
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
                        <RowActions
                          editLabel={t('teams.closing_days.edit_named', {
                            from: date(row.startsOn),
                            to: date(row.endsOn),
                          })}
                          deleteLabel={t('teams.closing_days.delete_named', {
                            from: date(row.startsOn),
                            to: date(row.endsOn),
                          })}
                          onEdit={() => edit(row)}
                          onDelete={() => remove(row)}
                        />
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
      </ListContent>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('teams.closing_days.add')}
        editTitle={t('teams.closing_days.edit')}
      >
        {(closingDay) => (
          <ClosingDayForm
            teamId={team.id}
            closingDay={closingDay}
            addresses={addresses}
            onDone={close}
            onCancel={close}
          />
        )}
      </EditModal>
    </TeamPage>
  )
}
