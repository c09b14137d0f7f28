import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core'
import { IconFileCode, IconFileTypePdf } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RowCard } from '~/components/row_card'

type DealerRow = Data.Invoicing.InvoiceRow
type StaffRow = Data.Invoicing.InvoiceRow.Variants['forStaff']
type Row = DealerRow | StaffRow

const isStaffRow = (row: Row): row is StaffRow => 'customerName' in row

/** The two download links of a document (plain links: the browser saves the file). */
function Downloads({ row, area }: { row: Row; area: 'dealer' | 'admin' }) {
  const t = useT()
  const route = area === 'dealer' ? 'dealer.invoices' : 'admin.invoices'
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        href={urlFor(`${route}.pdf`, { id: row.id })}
        size="sm"
        aria-label={t('invoicing.download.pdf', { number: row.number })}
      >
        <Group gap={4} wrap="nowrap">
          <IconFileTypePdf size={16} aria-hidden />
          PDF
        </Group>
      </Anchor>
      <Anchor
        href={urlFor(`${route}.xml`, { id: row.id })}
        size="sm"
        aria-label={t('invoicing.download.xml', { number: row.number })}
      >
        <Group gap={4} wrap="nowrap">
          <IconFileCode size={16} aria-hidden />
          XML
        </Group>
      </Anchor>
    </Group>
  )
}

function KindBadge({ row }: { row: Row }) {
  const t = useT()
  return (
    <Badge variant="light" color={row.kind === 'invoice' ? 'blue' : 'orange'} size="sm">
      {t(`invoicing.kinds.${row.kind}`)}
    </Badge>
  )
}

/** The number; a credit note says so, and which invoice it credits. */
function DocumentNumber({ row }: { row: Row }) {
  const t = useT()
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {row.number}
      </Text>
      {row.kind === 'credit_note' && (
        <Text size="xs" c="orange.9">
          {t('invoicing.kinds.credit_note')}
          {row.relatedNumber && ` · ${t('invoicing.credit_of', { number: row.relatedNumber })}`}
        </Text>
      )}
    </Stack>
  )
}

function Sdi({ row }: { row: StaffRow }) {
  const t = useT()
  return row.sdiSentAt ? (
    <Text size="sm" title={t('invoicing.sdi.sent', { date: date(row.sdiSentAt) })}>
      {date(row.sdiSentAt)}
    </Text>
  ) : (
    <Badge color="yellow" variant="light" size="sm">
      {t('invoicing.sdi.pending')}
    </Badge>
  )
}

/** Invoices and credit notes: a table on wide screens, cards on phones. */
export function InvoiceList({ rows, area }: { rows: Row[]; area: 'dealer' | 'admin' }) {
  const t = useT()
  const c = (key: string) => t(`invoicing.columns.${key}`)
  const staff = area === 'admin'
  const payment = (row: Row) =>
    row.paymentMethod ? t(`invoicing.payment_methods.${row.paymentMethod}`) : '—'
  const signed = (row: Row, cents: number) => (row.kind === 'credit_note' ? -cents : cents)
  return (
    <>
      <Table.ScrollContainer minWidth={staff ? 980 : 720} visibleFrom="sm">
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c('number')}</Table.Th>
              <Table.Th>{c('date')}</Table.Th>
              {staff && <Table.Th>{c('customer')}</Table.Th>}
              <Table.Th>{c('payment')}</Table.Th>
              <Table.Th ta="right">{c('net')}</Table.Th>
              <Table.Th ta="right">{c('vat')}</Table.Th>
              <Table.Th ta="right">{c('gross')}</Table.Th>
              {staff && <Table.Th>{c('sdi')}</Table.Th>}
              <Table.Th>{c('files')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <DocumentNumber row={row} />
                </Table.Td>
                <Table.Td>{date(row.issuedOn)}</Table.Td>
                {isStaffRow(row) && <Table.Td>{row.customerName}</Table.Td>}
                <Table.Td>{payment(row)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(signed(row, row.netCents))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(signed(row, row.vatCents))}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(signed(row, row.grossCents))}
                </Table.Td>
                {isStaffRow(row) && (
                  <Table.Td>
                    <Sdi row={row} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Downloads row={row} area={area} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {rows.map((row) => (
          <RowCard
            key={row.id}
            title={
              <Text size="sm" fw={600} ff="monospace" component="span">
                {row.number}
              </Text>
            }
            badge={<KindBadge row={row} />}
            lines={[
              `${date(row.issuedOn)} · ${money(signed(row, row.grossCents))}`,
              row.relatedNumber && t('invoicing.credit_of', { number: row.relatedNumber }),
              isStaffRow(row) && row.customerName,
              `${c('payment')}: ${payment(row)}`,
              isStaffRow(row) && <Sdi row={row} />,
              <Downloads key="files" row={row} area={area} />,
            ]}
          />
        ))}
      </Stack>
    </>
  )
}
