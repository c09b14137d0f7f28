import { useState } from 'react'
import { Button, Stack, Table } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import {
  InvitationFilters,
  type InvitationFilterValues,
} from '~/features/invitations/invitation_filters'
import {
  InvitationActions,
  InvitationKindBadge,
  InvitationSent,
  InvitationStateBadge,
  InvitedFor,
  InvitedWho,
  type InvitationRow,
} from '~/features/invitations/invitation_parts'

/** Admin → Invitations: team and private-session invitations of every team, resend and revoke. */
export default function AdminInvitations({
  invitations,
  filters,
  can,
}: {
  invitations: Paginated<InvitationRow>
  filters: InvitationFilterValues
  can: { manage: boolean }
}) {
  const t = useT()
  const filtered = Boolean(filters.kind || filters.state || filters.q)
  /* a new key empties the filters' search box */
  const [cleared, setCleared] = useState(0)
  const clearFilters = () => {
    setCleared((count) => count + 1)
    applyFilters(urlFor('admin.invitations.index'), {})
  }
  const clear = (
    <Button variant="default" onClick={clearFilters}>
      {t('invitations.clear_filters')}
    </Button>
  )
  const actions = (row: InvitationRow, compact = false) =>
    can.manage ? <InvitationActions row={row} compact={compact} /> : null
  const nowrap = { whiteSpace: 'nowrap' } as const
  return (
    <>
      <Head title={t('invitations.title')} />
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <Stack gap="md">
        <InvitationFilters key={cleared} filters={filters} />
        <ListContent
          rows={6}
          isEmpty={invitations.data.length === 0}
          empty={
            filtered
              ? {
                  title: t('invitations.empty_filtered'),
                  description: t('invitations.empty_filtered_description'),
                  action: clear,
                }
              : { title: t('invitations.empty'), description: t('invitations.empty_description') }
          }
        >
          <Table visibleFrom="sm" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.columns.kind')}</Table.Th>
                <Table.Th>{t('invitations.columns.invited')}</Table.Th>
                <Table.Th>{t('invitations.columns.for')}</Table.Th>
                <Table.Th>{t('invitations.columns.state')}</Table.Th>
                <Table.Th>{t('invitations.columns.sent')}</Table.Th>
                {can.manage && <Table.Th>{t('invitations.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td style={nowrap}>
                    <InvitationKindBadge kind={row.kind} />
                  </Table.Td>
                  <Table.Td>
                    <InvitedWho row={row} />
                  </Table.Td>
                  <Table.Td>
                    <InvitedFor row={row} />
                  </Table.Td>
                  <Table.Td style={nowrap}>
                    <InvitationStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>
                    <InvitationSent row={row} />
                  </Table.Td>
                  {can.manage && <Table.Td>{actions(row, true)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {invitations.data.map((row) => (
              <RowCard
                key={row.key}
                title={<InvitedWho row={row} />}
                badge={<InvitationStateBadge state={row.state} />}
                lines={[
                  <InvitedFor key="for" row={row} />,
                  <InvitationKindBadge key="kind" kind={row.kind} />,
                  <InvitationSent key="sent" row={row} />,
                  actions(row),
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={invitations.metadata}
            filters={filters}
            summary={t('invitations.total', { count: invitations.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
