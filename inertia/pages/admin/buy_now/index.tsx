import { useState } from 'react'
import {
  Badge,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date, money, number, percent } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { StatCard } from '~/components/stat_card'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { FormActions } from '~/components/form_actions'
import { DateFilter } from '~/features/transports/date_filter'

type Row = Data.Marketplace.BuyNowRow
type Filters = { q: string | null; sort: string; from: string; to: string }
type Figures = {
  published: number
  awarded: number
  rate: number | null
  medianMinutesToAward: number | null
  channels: { channel: string; count: number; share: number | null }[]
}

/**
 * Admin → buy-now: the transports waiting on the marketplace (oldest first)
 * with net price, payout, commission and bids, the payout change (audited),
 * and the period's conversion figures.
 */
export default function AdminBuyNow({
  transports,
  filters,
  figures,
}: {
  transports: Paginated<Row>
  filters: Filters
  figures: Figures
}) {
  const t = useT()
  const url = urlFor('admin.buy_now.index')
  const visit = (next: Partial<Filters>) => applyFilters(url, { ...filters, ...next })
  const search = useDebouncedCallback((q: string) => visit({ q }), 300)
  const [editing, setEditing] = useState<Row | null>(null)
  return (
    <>
      <Head title={t('marketplace.buy_now.title')} />
      <PageHeader
        title={t('marketplace.buy_now.title')}
        description={t('marketplace.buy_now.description')}
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateFilter
            label={t('marketplace.buy_now.from')}
            value={filters.from}
            onChange={(from) => visit({ from: from ?? '' })}
          />
          <DateFilter
            label={t('marketplace.buy_now.to')}
            value={filters.to}
            onChange={(to) => visit({ to: to ?? '' })}
          />
        </Group>
        <FiguresGrid figures={figures} />
        <Title order={2} size="h4">
          {t('marketplace.buy_now.on_offer')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            aria-label={t('marketplace.buy_now.search')}
            placeholder={t('marketplace.buy_now.search')}
            defaultValue={filters.q ?? ''}
            maxLength={40}
            onChange={(event) => search(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            aria-label={t('marketplace.buy_now.sort')}
            data={['oldest', 'newest'].map((sort) => ({
              value: sort,
              label: t(`marketplace.buy_now.sorts.${sort}`),
            }))}
            value={filters.sort}
            allowDeselect={false}
            onChange={(sort) => visit({ sort: sort ?? 'oldest' })}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        <ListContent
          rows={6}
          isEmpty={transports.data.length === 0}
          empty={{
            title: t('marketplace.buy_now.empty'),
            description: t('marketplace.buy_now.empty_description'),
          }}
        >
          <OfferTable rows={transports.data} edit={setEditing} />
          <ListPagination
            meta={transports.metadata}
            filters={filters}
            summary={t('marketplace.buy_now.total', { count: transports.metadata.total })}
          />
        </ListContent>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('marketplace.buy_now.edit_title', { reference: editing.reference }) : ''}
      >
        {editing && <PayoutForm row={editing} close={() => setEditing(null)} />}
      </Modal>
    </>
  )
}

function FiguresGrid({ figures }: { figures: Figures }) {
  const t = useT()
  const minutes = figures.medianMinutesToAward
  const duration =
    minutes === null
      ? '–'
      : minutes < 120
        ? t('marketplace.buy_now.minutes', { count: minutes })
        : t('marketplace.buy_now.hours', { count: number(minutes / 60, 1) })
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <StatCard label={t('marketplace.buy_now.published')} value={figures.published} />
      <StatCard
        label={t('marketplace.buy_now.awarded')}
        value={figures.awarded}
        hint={
          figures.rate === null
            ? null
            : t('marketplace.buy_now.rate', { rate: percent(figures.rate) })
        }
      />
      <StatCard label={t('marketplace.buy_now.median')} value={duration} />
      <StatCard
        label={t('marketplace.buy_now.channels')}
        value={
          figures.awarded === 0
            ? '–'
            : percent(figures.channels.find((c) => c.channel === 'buy_now')?.share ?? 0, 0)
        }
        hint={
          <Stack gap={0}>
            {figures.channels.map((channel) => (
              <Text key={channel.channel} size="xs">
                {t(`marketplace.buy_now.channel.${channel.channel}`)}: {channel.count}
                {channel.share === null ? '' : ` (${percent(channel.share, 0)})`}
              </Text>
            ))}
          </Stack>
        }
      />
    </SimpleGrid>
  )
}

function OfferTable({ rows, edit }: { rows: Row[]; edit: (row: Row) => void }) {
  const t = useT()
  const reference = (row: Row) => (
    <Link route="admin.transports.show" routeParams={{ id: row.id }}>
      {row.reference}
    </Link>
  )
  const route = (row: Row) =>
    `${row.pickupCity} (${row.pickupProvince}) → ${row.deliveryCity} (${row.deliveryProvince})`
  const bids = (row: Row) =>
    row.openBids === 0
      ? t('marketplace.buy_now.no_bids')
      : t('marketplace.buy_now.bids', { count: row.openBids, best: money(row.bestBidCents ?? 0) })
  const session = (row: Row) =>
    row.inSession ? (
      <Badge color="violet" variant="light">
        {t('marketplace.buy_now.in_session')}
      </Badge>
    ) : null
  const action = (row: Row) => (
    <Button size="xs" variant="default" onClick={() => edit(row)}>
      {t('marketplace.buy_now.edit')}
    </Button>
  )
  return (
    <>
      <Table visibleFrom="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marketplace.columns.reference')}</Table.Th>
            <Table.Th>{t('marketplace.columns.route')}</Table.Th>
            <Table.Th>{t('marketplace.buy_now.published_on')}</Table.Th>
            <Table.Th ta="right">{t('marketplace.buy_now.net')}</Table.Th>
            <Table.Th ta="right">{t('marketplace.columns.payout')}</Table.Th>
            <Table.Th ta="right">{t('marketplace.buy_now.commission')}</Table.Th>
            <Table.Th>{t('marketplace.buy_now.bids_column')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td className="nowrap">{reference(row)}</Table.Td>
              <Table.Td>
                {route(row)} {session(row)}
              </Table.Td>
              <Table.Td>{date(row.publishedAt)}</Table.Td>
              <Table.Td ta="right" className="money">
                {money(row.netCents)}
              </Table.Td>
              <Table.Td ta="right" className="money">
                {money(row.payoutCents)}
              </Table.Td>
              <Table.Td ta="right" className="money">
                {money(row.commissionCents)}
              </Table.Td>
              <Table.Td>{bids(row)}</Table.Td>
              <Table.Td>{action(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" hiddenFrom="sm">
        {rows.map((row) => (
          <RowCard
            key={row.id}
            title={reference(row)}
            badge={session(row)}
            lines={[
              route(row),
              t('marketplace.buy_now.card_money', {
                net: money(row.netCents),
                payout: money(row.payoutCents),
                commission: money(row.commissionCents),
              }),
              `${t('marketplace.buy_now.published_on')}: ${date(row.publishedAt)} · ${bids(row)}`,
              action(row),
            ]}
          />
        ))}
      </Stack>
    </>
  )
}

/** The new payout and why (both on the transport's timeline, for staff). */
function PayoutForm({ row, close }: { row: Row; close: () => void }) {
  const t = useT()
  const form = useForm({ payout: '', reason: '', expectedPayoutCents: row.payoutCents })
  const errors = form.errors as Record<string, string | undefined>
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('admin.buy_now.payout', { id: row.id }), {
          preserveScroll: true,
          onSuccess: close,
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('marketplace.buy_now.edit_body', {
            payout: money(row.payoutCents),
            net: money(row.netCents),
          })}
        </Text>
        <TextInput
          label={t('marketplace.buy_now.new_payout')}
          inputMode="decimal"
          value={form.data.payout}
          onChange={(event) => form.setData('payout', event.currentTarget.value)}
          maxLength={20}
          required
          error={errors.payout}
          data-autofocus
        />
        <Textarea
          label={t('marketplace.buy_now.reason')}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={2}
          required
          error={errors.reason}
        />
        <FormActions processing={form.processing} onCancel={close} label={t('common.save')} />
      </Stack>
    </form>
  )
}
