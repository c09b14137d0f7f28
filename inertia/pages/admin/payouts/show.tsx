import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Anchor, Group, Stack, Table, Text } from '@mantine/core'
import { dateTimeMinutes, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { EmptyState } from '~/components/empty_state'
import { BatchStateBadge } from '~/features/payouts/payout_badges'
import { BatchActions } from '~/features/payouts/batch_actions'

type Batch = Data.Payouts.PayoutBatchDetail

/** Who created, approved and paid the batch, and when. */
function Steps({ batch }: { batch: Batch }) {
  const t = useT()
  const who = (name: string | null) => name ?? t('payouts.admin.someone')
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('payouts.admin.created_by', {
          date: dateTimeMinutes(batch.createdAt),
          name: who(batch.createdBy),
        })}
      </Text>
      {batch.approvedAt && (
        <Text size="sm">
          {t('payouts.admin.approved_by', {
            date: dateTimeMinutes(batch.approvedAt),
            name: who(batch.approvedBy),
          })}
        </Text>
      )}
      {batch.paidAt && (
        <Text size="sm">
          {t('payouts.admin.paid_by', {
            date: dateTimeMinutes(batch.paidAt),
            name: who(batch.paidBy),
          })}
        </Text>
      )}
      {batch.messageId && (
        <Text size="sm" c="dimmed">
          {t('payouts.admin.message_id')}: {batch.messageId}
        </Text>
      )}
    </Stack>
  )
}

function PayoutTable({ payouts }: { payouts: Data.Payouts.BatchPayout[] }) {
  const t = useT()
  if (payouts.length === 0) return <EmptyState title={t('payouts.admin.no_payouts')} />
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.admin.carrier')}</Table.Th>
            <Table.Th>{t('payouts.admin.holder')}</Table.Th>
            <Table.Th>{t('payouts.admin.iban')}</Table.Th>
            <Table.Th ta="right">{t('payouts.admin.payables')}</Table.Th>
            <Table.Th>{t('payouts.admin.payout_state')}</Table.Th>
            <Table.Th ta="right">{t('payouts.admin.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{payout.teamName}</Table.Td>
              <Table.Td>{payout.accountHolder}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{payout.ibanMasked}</Table.Td>
              <Table.Td ta="right">{payout.payableCount}</Table.Td>
              <Table.Td>{t(`payouts.payout_states.${payout.state}`)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(payout.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function Skipped({ skipped }: { skipped: Batch['skipped'] }) {
  const t = useT()
  if (skipped.length === 0) return null
  return (
    <Section
      title={t('payouts.admin.skipped_title')}
      description={t('payouts.admin.skipped_description')}
    >
      <Stack gap={4}>
        {skipped.map((carrier) => (
          <Group key={carrier.teamId} justify="space-between">
            <Text size="sm">{carrier.name}</Text>
            <Text size="sm">{money(carrier.amountCents)}</Text>
          </Group>
        ))}
      </Stack>
    </Section>
  )
}

/** Staff: one batch, its payouts, the carriers left out and the steps its state allows. */
export default function AdminPayoutShow({
  batch,
  payouts,
  can,
}: {
  batch: Batch
  payouts: Data.Payouts.BatchPayout[]
  can: { manage: boolean }
}) {
  const t = useT()
  const title = t('payouts.admin.show_title', { id: batch.id })
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={
          <Anchor component={Link} route="admin.payouts.index" size="sm">
            {t('payouts.admin.back')}
          </Anchor>
        }
        actions={can.manage ? <BatchActions id={batch.id} state={batch.state} /> : undefined}
      />
      <Stack gap="md">
        <Section title={t('payouts.admin.steps')}>
          <Group gap="md">
            <BatchStateBadge state={batch.state} />
            <Text fw={600}>
              {t('payouts.admin.total')}: {money(batch.totalCents)}
            </Text>
          </Group>
          <Steps batch={batch} />
          {!can.manage && (
            <Text size="sm" c="dimmed">
              {t('payouts.admin.read_only')}
            </Text>
          )}
        </Section>
        <Section title={t('payouts.admin.payouts')}>
          <PayoutTable payouts={payouts} />
        </Section>
        <Skipped skipped={batch.skipped} />
      </Stack>
    </>
  )
}
