import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { Alert, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'
import { CopyLine } from '~/components/copy_line'

type Order = Data.Ordering.Order.Variants['forDetail']

/** The platform's account bank transfers are paid to (null: its IBAN is not set). */
export type BankAccount = { iban: string; beneficiary: string; bankName: string } | null

/**
 * An order waiting for its bank transfer: the account, the exact amount still
 * due and the reference to write, each copyable; the last day to pay. Staff
 * who may record transfers get the form to mark one received.
 */
export function BankTransferPanel({
  order,
  account,
  canReceive,
  forDealer,
}: {
  order: Order
  account: BankAccount
  canReceive: boolean
  /** the dealer is told what to do with the details; staff just see them */
  forDealer: boolean
}) {
  const t = useT()
  const transfer = order.bankTransfer
  if (!transfer || order.state !== 'pending_payment') return null
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('ordering.bank_transfer.title')}
        </Title>
        {account ? (
          <>
            {forDealer && <Text size="sm">{t('ordering.bank_transfer.intro')}</Text>}
            <CopyLine
              label={t('ordering.bank_transfer.beneficiary')}
              value={account.beneficiary}
              testId="transfer-beneficiary"
            />
            <CopyLine
              label={t('ordering.bank_transfer.iban')}
              value={account.iban}
              testId="transfer-iban"
            />
            <CopyLine
              label={t('ordering.bank_transfer.amount')}
              value={money(transfer.remainingCents)}
              testId="transfer-amount"
            />
            <CopyLine
              label={t('ordering.bank_transfer.reference')}
              value={transfer.paymentReference}
              testId="transfer-reference"
            />
          </>
        ) : (
          <Alert color="orange" variant="light">
            {t('ordering.bank_transfer.not_configured')}
          </Alert>
        )}
        {transfer.receivedCents > 0 && (
          <Text size="sm">
            {t('ordering.bank_transfer.received', { amount: money(transfer.receivedCents) })}
          </Text>
        )}
        {transfer.payBy && (
          <Text size="sm" c="dimmed">
            {t('ordering.bank_transfer.pay_by', { date: date(transfer.payBy) })}
          </Text>
        )}
        {canReceive && <TransferReceivedForm order={order} />}
      </Stack>
    </Paper>
  )
}

/** Staff: the amount of a transfer received (euro as typed); each form carries its idempotency key. */
function TransferReceivedForm({ order }: { order: Order }) {
  const t = useT()
  const [key, setKey] = useState(() => crypto.randomUUID())
  const form = useForm({ amount: '', idempotencyKey: key })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    modals.openConfirmModal({
      title: t('ordering.bank_transfer.receive_title'),
      children: (
        <Text size="sm">
          {t('ordering.bank_transfer.receive_confirm', {
            amount: `${form.data.amount} €`,
            reference: order.reference,
          })}
        </Text>
      ),
      labels: { confirm: t('ordering.bank_transfer.receive_submit'), cancel: t('common.cancel') },
      onConfirm: () =>
        form.post(urlFor('admin.orders.bank_transfers.store', { id: order.id }), {
          preserveScroll: true,
          onSuccess: () => {
            const next = crypto.randomUUID()
            setKey(next)
            form.setData({ amount: '', idempotencyKey: next })
          },
        }),
    })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h6">
          {t('ordering.bank_transfer.receive_title')}
        </Title>
        <TextInput
          label={t('ordering.bank_transfer.receive_amount')}
          description={t('ordering.bank_transfer.receive_hint')}
          inputMode="decimal"
          value={form.data.amount}
          onChange={(event) => form.setData('amount', event.currentTarget.value)}
          maxLength={20}
          required
          error={form.errors.amount ?? form.errors.idempotencyKey}
        />
        <FormActions
          processing={form.processing}
          align="end"
          label={t('ordering.bank_transfer.receive_submit')}
        />
      </Stack>
    </form>
  )
}
