import { Head, Link, router } from '@inertiajs/react'
import { Badge, Stack, Table, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/features/teams/use_navigating'
import { ListPagination } from '~/components/list_pagination'
import type { Paginated } from '~/lib/types'

type WalletRow = {
  teamId: number
  name: string
  plan: string
  balanceCents: number
  entryCount: number
}

/** Staff: every dealer wallet with its balance. */
export default function AdminWallets({
  wallets,
  filters,
}: {
  wallets: Paginated<WalletRow>
  filters: { q: string | null }
}) {
  const t = useT()
  const navigating = useNavigating()
  const search = useDebouncedCallback((q: string) => {
    router.get('/admin/wallet', q ? { q } : {}, { preserveState: true, replace: true })
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
                        <Link href={`/admin/wallet/${row.teamId}`}>{row.name}</Link>
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
              meta={wallets.meta}
              url="/admin/wallet"
              filters={{ q: filters.q }}
              summary={t('wallet.admin.total', { count: wallets.meta.total })}
            />
          </>
        )}
      </Stack>
    </>
  )
}
