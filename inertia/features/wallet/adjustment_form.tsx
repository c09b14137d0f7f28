import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { modals } from '@mantine/modals'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

type Direction = 'credit' | 'debit' | 'transfer'

/** Staff: a bank transfer received, or a manual credit or debit of a team's wallet, with a mandatory reason. */
export function AdjustmentForm({ teamId }: { teamId: number }) {
  const t = useT()
  const form = useForm({ direction: 'credit' as Direction, amount: '', reason: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    modals.openConfirmModal({
      title: t('wallet.admin.confirm_title'),
      children: <Text size="sm">{t('wallet.admin.confirm_body')}</Text>,
      labels: { confirm: t('wallet.admin.submit'), cancel: t('common.cancel') },
      confirmProps: { color: form.data.direction === 'debit' ? 'red' : undefined },
      onConfirm: () =>
        form.post(urlFor('admin.wallet.adjust', { teamId }), {
          preserveScroll: true,
          onSuccess: () => form.reset(),
        }),
    })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('wallet.admin.direction')}
          value={form.data.direction}
          onChange={(value) => form.setData('direction', value as Direction)}
          data={[
            { value: 'transfer', label: t('wallet.admin.transfer') },
            { value: 'credit', label: t('wallet.admin.credit') },
            { value: 'debit', label: t('wallet.admin.debit') },
          ]}
        />
        <TextInput
          label={t('wallet.admin.amount')}
          description={t('wallet.admin.amount_hint')}
          inputMode="decimal"
          value={form.data.amount}
          onChange={(event) => form.setData('amount', event.currentTarget.value)}
          maxLength={20}
          required
          error={errors.amount ?? errors.direction}
        />
        <Textarea
          label={t(
            form.data.direction === 'transfer' ? 'wallet.admin.causale' : 'wallet.admin.reason'
          )}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          error={errors.reason}
        />
        <FormActions processing={form.processing} align="end" label={t('wallet.admin.submit')} />
      </Stack>
    </form>
  )
}
