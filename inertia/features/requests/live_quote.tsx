import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { useT } from '~/lib/i18n'
import { QuoteBreakdownTable } from '~/features/requests/quote_breakdown'
import type { QuoteBreakdown } from '~/features/requests/types'
import type { SharedProps } from '~/lib/types'

type Estimate =
  | { status: 'incomplete' }
  | { status: 'manual'; reason: string; distanceKm: number }
  | { status: 'priced'; breakdown: QuoteBreakdown; quoteValidityDays: number }

/** The price of the form as it is typed (POST /dealer/requests/estimate, debounced; writes nothing). */
export function LiveQuote({ data }: { data: unknown }) {
  const t = useT()
  const { csrfToken } = usePage<SharedProps>().props
  const [debounced] = useDebouncedValue(JSON.stringify(data), 400)
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    fetch('/dealer/requests/estimate', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept': 'application/json',
        'X-CSRF-TOKEN': csrfToken ?? '',
      },
      body: debounced,
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status)))
      )
      .then((body: Estimate) => {
        setEstimate(body)
        setFailed(false)
      })
      .catch((error) => {
        if (error?.name !== 'AbortError') setFailed(true)
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [debounced, csrfToken])

  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('requests.quote.live')}{' '}
          {loading && <Loader size="xs" aria-label={t('requests.quote.loading')} />}
        </Title>
        {failed && <Alert color="red">{t('requests.quote.error')}</Alert>}
        {!estimate || estimate.status === 'incomplete' ? (
          <Text size="sm" c="dimmed">
            {t('requests.quote.incomplete')}
          </Text>
        ) : estimate.status === 'manual' ? (
          <Alert color="orange">
            {t('requests.quote.manual', { reason: t(`requests.manual_reason.${estimate.reason}`) })}
          </Alert>
        ) : (
          <>
            <QuoteBreakdownTable breakdown={estimate.breakdown} />
            <Text size="xs" c="dimmed">
              {t('requests.quote.validity', { days: estimate.quoteValidityDays })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  )
}
