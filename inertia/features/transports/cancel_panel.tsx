import { Button, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { IconBan } from '@tabler/icons-react'
import { money } from '@shared/format'
import { Section } from '~/components/section'
import { confirmDanger } from '~/components/confirm'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

export type CancellationTerms = { feeCents: number; refundCents: number; version: number }

/**
 * The dealer cancels a transport before its pickup: what comes back to the
 * wallet and, after assignment, the fee owed to the carrier, said before
 * and in the confirmation.
 */
export function CancelPanel({
  transportId,
  cancellation,
}: {
  transportId: number
  cancellation: CancellationTerms | null
}) {
  const t = useT()
  const [processing, setProcessing] = useState(false)
  if (!cancellation) return null
  const terms = cancellation.feeCents
    ? t('transports.cancel.terms_fee', {
        refund: money(cancellation.refundCents),
        fee: money(cancellation.feeCents),
      })
    : t('transports.cancel.terms', { refund: money(cancellation.refundCents) })
  const submit = () =>
    confirmDanger(t, {
      title: t('transports.cancel.confirm_title'),
      body: terms,
      confirm: t('transports.cancel.confirm'),
      onConfirm: () =>
        router.post(
          urlFor('dealer.transports.cancel', { id: transportId }),
          { version: cancellation.version },
          {
            preserveScroll: true,
            onStart: () => setProcessing(true),
            onFinish: () => setProcessing(false),
          }
        ),
    })
  return (
    <Section title={t('transports.cancel.title')} danger gap="sm">
      <Stack gap="sm">
        <Text size="sm">{terms}</Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconBan size={16} aria-hidden />}
          loading={processing}
          onClick={submit}
        >
          {t('transports.cancel.button')}
        </Button>
      </Stack>
    </Section>
  )
}
