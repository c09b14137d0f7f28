import { Badge, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT, type TFunction } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { Section } from '~/components/section'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'

type Row = Data.Mailer.MailDelivery
export type DeliveryFilters = { status: string | null; recipient: string | null }

function StatusBadge({ row }: { row: Row }) {
  const t = useT()
  return (
    <Badge color={row.status === 'sent' ? 'green' : 'red'} variant="light">
      {t(`admin_settings.mailer.log.statuses.${row.status}`)}
    </Badge>
  )
}

const attempts = (t: TFunction, row: Row) =>
  row.attempts > 1
    ? `${row.attempts} (${t('admin_settings.mailer.log.retried', { count: row.attempts - 1 })})`
    : String(row.attempts)

/** The recipient filter: applied on submit (Enter) or when the field loses focus. */
function RecipientFilter({
  value,
  onSearch,
}: {
  value: string
  onSearch: (recipient: string | null) => void
}) {
  const t = useT()
  const [recipient, setRecipient] = useState(value)
  const apply = () => {
    if (value !== recipient.trim()) onSearch(recipient.trim() || null)
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
      style={{ flex: '1 1 220px', maxWidth: 360 }}
    >
      <TextInput
        label={t('admin_settings.mailer.log.recipient')}
        placeholder={t('admin_settings.mailer.log.recipient_placeholder')}
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
        onBlur={apply}
        maxLength={254}
        type="search"
      />
    </form>
  )
}

/** The delivery log: newest first, filtered by status and recipient (address or its beginning). */
export function DeliveryLog({
  deliveries,
  filters,
}: {
  deliveries: Paginated<Row>
  filters: DeliveryFilters
}) {
  const t = useT()
  const visit = (next: Partial<DeliveryFilters>) =>
    applyFilters(urlFor('admin.settings.mailer'), { ...filters, ...next })
  const c = (key: string) => t(`admin_settings.mailer.log.columns.${key}`)
  return (
    <Section title={t('admin_settings.mailer.log.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('admin_settings.mailer.log.filter_status')}
          value={filters.status ?? 'all'}
          onChange={(value) => visit({ status: value === 'all' ? null : value })}
          data={[
            { value: 'all', label: t('admin_settings.mailer.log.all') },
            { value: 'sent', label: t('admin_settings.mailer.log.statuses.sent') },
            { value: 'failed', label: t('admin_settings.mailer.log.statuses.failed') },
          ]}
        />
        <RecipientFilter
          key={filters.recipient ?? ''}
          value={filters.recipient ?? ''}
          onSearch={(recipient) => visit({ recipient })}
        />
      </Group>
      <ListContent
        rows={5}
        isEmpty={deliveries.data.length === 0}
        empty={{
          title: t('admin_settings.mailer.log.empty'),
          description: t('admin_settings.mailer.log.empty_description'),
        }}
      >
        <Table visibleFrom="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c('when')}</Table.Th>
              <Table.Th>{c('to')}</Table.Th>
              <Table.Th>{c('subject')}</Table.Th>
              <Table.Th>{c('mailer')}</Table.Th>
              <Table.Th>{c('status')}</Table.Th>
              <Table.Th>{c('attempts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{dateTime(row.updatedAt)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.recipient}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.subject}</Text>
                  {row.error && (
                    <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {row.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.mailer}</Table.Td>
                <Table.Td>
                  <StatusBadge row={row} />
                </Table.Td>
                <Table.Td>{attempts(t, row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="sm" hiddenFrom="sm">
          {deliveries.data.map((row) => (
            <RowCard
              key={row.id}
              title={<span style={{ overflowWrap: 'anywhere' }}>{row.recipient}</span>}
              badge={<StatusBadge row={row} />}
              lines={[
                row.subject,
                `${dateTime(row.updatedAt)} · ${row.mailer} · ${c('attempts')}: ${attempts(t, row)}`,
                row.error && <span style={{ overflowWrap: 'anywhere' }}>{row.error}</span>,
              ]}
            />
          ))}
        </Stack>
        <ListPagination
          meta={deliveries.metadata}
          filters={filters}
          summary={t('admin_settings.mailer.log.total', { count: deliveries.metadata.total })}
        />
      </ListContent>
    </Section>
  )
}
