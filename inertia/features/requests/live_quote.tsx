import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { QuoteBreakdownTable } from '~/features/requests/quote_breakdown'
import type { SharedProps } from '~/lib/types'
import { money } from '@shared/format'

/** The answer for one body of the form (`body` tells which, so a stale answer is never shown as current). */
type Answer = { body: string; estimate: Data.Requests.Estimate | null; failed: boolean }

export type LiveEstimate = {
  estimate: Data.Requests.Estimate | null
  loading: boolean
  failed: boolean
}

/** The price of the form as it is typed (POST dealer.requests.estimate, debounced; writes nothing). */
export function useLiveEstimate(data: unknown): LiveEstimate {
  const { csrfToken } = usePage<SharedProps>().props
  const [debounced] = useDebouncedValue(JSON.stringify(data), 400)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const loading = answer?.body !== debounced

  useEffect(() => {
    const controller = new AbortController()
    fetch(urlFor('dealer.requests.estimate'), {
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
      .then((estimate: Data.Requests.Estimate) =>
        setAnswer({ body: debounced, estimate, failed: false })
      )
      .catch((error) => {
        if (error?.name === 'AbortError') return
        setAnswer((previous) => ({
          body: debounced,
          estimate: previous?.estimate ?? null,
          failed: true,
        }))
      })
    return () => controller.abort()
  }, [debounced, csrfToken])
  return { estimate: answer?.estimate ?? null, loading, failed: answer?.failed ?? false }
}

/** The live price with its breakdown (the form's side column). */
export function LiveQuote({ live }: { live: LiveEstimate }) {
  const t = useT()
  const { estimate, loading } = live
  /* the generated type flattens the three answers into one object with optional keys */
  const breakdown = estimate?.status === 'priced' ? estimate.breakdown : undefined
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('requests.quote.live')}{' '}
          {loading && <Loader size="xs" aria-label={t('requests.quote.loading')} />}
        </Title>
        {live.failed && <Alert color="red">{t('requests.quote.error')}</Alert>}
        {estimate?.status === 'manual' ? (
          <Alert color="orange">
            {t('requests.quote.manual', { reason: t(`requests.manual_reason.${estimate.reason}`) })}
          </Alert>
        ) : breakdown ? (
          <>
            <QuoteBreakdownTable breakdown={breakdown} />
            <Text size="xs" c="dimmed">
              {t('requests.quote.validity', { days: estimate?.quoteValidityDays })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('requests.quote.incomplete')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** The total of the live price in one line, for the phone's sticky bar. */
export function LiveTotal({ live }: { live: LiveEstimate }) {
  const t = useT()
  const { estimate, loading } = live
  const gross = estimate?.status === 'priced' ? estimate.breakdown?.grossCents : undefined
  return (
    <Text size="sm" fw={600} aria-live="polite">
      {loading ? (
        <Loader size="xs" aria-label={t('requests.quote.loading')} />
      ) : estimate?.status === 'manual' ? (
        t('requests.quote.manual_short')
      ) : gross !== undefined ? (
        t('requests.quote.total_short', { amount: money(gross) })
      ) : (
        t('requests.quote.incomplete_short')
      )}
    </Text>
  )
}
