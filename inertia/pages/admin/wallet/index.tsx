import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Badge, Stack, Table, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { applyFilters, useNavigating } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import { ListPagination } from '~/components/list_pagination'
import type { Paginated } from '~/lib/types'

/** Staff: every dealer wallet with its balance. */
export default function AdminWallets({
  wallets,
  filters,
}: {
  wallets: Paginated<Data.Wallet.Wallet>
  filters: { q: string | null }
}) {
  const t = useT()
  const navigating = useNavigating()
  const search = useDebouncedCallback((q: string) => {
    applyFilters(urlFor('admin.wallet.index'), { q })
  }, 300)
  return (
    <>
      <Head title={t('wallet.admin.title')} />
      <PageHeader title={t('wallet.admin.title')} description={t('wallet.admin.description')} />
      <Stack gap="md">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('wallet.admin.search')}
          aria-label={t('wallet.admin.search')}
          defaultValue={filters.q ?? ''}
          maxLength={100}
          onChange={(event) => search(event.currentTarget.value)}
          maw={360}
        />
        {navigating ? (
          <ListLoading rows={6} />
        ) : wallets.data.length === 0 ? (
          <EmptyState
            title={t('wallet.admin.empty')}
            description={t('wallet.admin.empty_description')}
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('wallet.admin.team')}</Table.Th>
                    <Table.Th>{t('wallet.admin.plan')}</Table.Th>
                    <Table.Th ta="right">{t('wallet.admin.entries')}</Table.Th>
                    <Table.Th ta="right">{t('wallet.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {wallets.data.map((row) => (
                    <Table.Tr key={row.teamId}>
                      <Table.Td>
                        <Link route="admin.wallet.show" routeParams={{ teamId: row.teamId }}>
                          {row.name}
                        </Link>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={row.plan === 'pro' ? 'grape' : 'gray'}>
                          {row.plan}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{row.entryCount}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(row.balanceCents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination
              meta={wallets.metadata}
              filters={{ q: filters.q }}
              summary={t('wallet.admin.total', { count: wallets.metadata.total })}
            />
          </>
        )}
      </Stack>
    </>
  )
}
