import { useEffect, useState } from 'react'
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft, IconPhone } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date, dateTimeMinutes, money } from '@shared/format'
import { todayInRome } from '@shared/rome'
import { addCalendarDays } from '@shared/working_days'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { PageHeader } from '~/components/page_header'
import { DateInput } from '~/components/date_inputs'
import { SessionPhaseBadge } from '~/features/marketplace/session_phase_badge'

type Page = Data.Marketplace.PrivateSession.Variants['forCarrier']
type Offer = Page['transports'][number]

/**
 * Transporter → a private session the team accepted: each transport with the
 * best price so far (never who offered it) and the team's own bid; while it
 * runs, bid or lower a bid. The countdown follows the server's clock and the
 * page reloads live on every bid, extension and award.
 */
export default function TransporterSession({
  page,
  can,
}: {
  page: Page
  can: { bid: boolean; bookCall: boolean }
}) {
  const t = useT()
  const { session } = page
  useChannel(`sessions/${session.id}`, (message) => {
    if (message.type === 'session.changed') router.reload({ only: ['page', 'can'] })
  })
  return (
    <>
      <Head title={session.name} />
      <PageHeader
        title={session.name}
        description={
          <Group gap="xs" component="span">
            <SessionPhaseBadge phase={session.phase} size="lg" />
            <Text span size="sm">
              {dateTimeMinutes(session.startsAt)} – {dateTimeMinutes(session.endsAt)}
            </Text>
          </Group>
        }
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              route="transporter.invites.index"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('marketplace.invites.title')}
            </Button>
            {can.bookCall && (
              <Button
                component={Link}
                route="transporter.calls.create"
                qs={{ session: session.id }}
                variant="default"
                leftSection={<IconPhone size={16} aria-hidden />}
              >
                {t('calls.book')}
              </Button>
            )}
          </Group>
        }
      />
      <Countdown page={page} />
      <Text size="sm" c="dimmed" mb="md">
        {t('marketplace.session_page.rules')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {page.transports.map((offer) => (
          <OfferCard key={offer.id} sessionId={session.id} offer={offer} canBid={can.bid} />
        ))}
      </SimpleGrid>
    </>
  )
}

/** Time left, on the server's clock (the offset is measured when the page loads). */
function Countdown({ page }: { page: Page }) {
  const t = useT()
  const { session } = page
  const [offset] = useState(() => Date.parse(page.serverNow) - Date.now())
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000)
    return () => clearInterval(timer)
  }, [offset])
  const target = session.phase === 'scheduled' ? session.startsAt : session.endsAt
  const left = Math.max(0, Date.parse(target) - now)
  /* the start or the end has come: the server says what happens next */
  useEffect(() => {
    if (left === 0 && (session.phase === 'scheduled' || session.phase === 'running')) {
      const timer = setTimeout(() => router.reload({ only: ['page', 'can'] }), 1500)
      return () => clearTimeout(timer)
    }
  }, [left, session.phase])
  if (session.phase === 'closed' || session.phase === 'ended')
    return (
      <Paper withBorder p="md" radius="md" mb="md">
        <Text fw={600}>{t(`marketplace.session_page.${session.phase}`)}</Text>
      </Paper>
    )
  const seconds = Math.floor(left / 1000)
  const days = Math.floor(seconds / 86_400)
  const two = (value: number) => String(value).padStart(2, '0')
  const clock = `${two(Math.floor((seconds % 86_400) / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`
  return (
    <Paper withBorder p="md" radius="md" mb="md" role="timer" aria-live="off">
      <Text size="sm" c="dimmed">
        {t(
          session.phase === 'scheduled'
            ? 'marketplace.session_page.starts_in'
            : 'marketplace.session_page.ends_in'
        )}
      </Text>
      <Text size="xl" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {days > 0 ? `${t('marketplace.session_page.days', { count: days })} ${clock}` : clock}
      </Text>
    </Paper>
  )
}

function OfferCard({
  sessionId,
  offer,
  canBid,
}: {
  sessionId: number
  offer: Offer
  canBid: boolean
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h5">
            {offer.reference}
          </Title>
          {offer.won ? (
            <Badge color="green" variant="light">
              {t('marketplace.session_page.won')}
            </Badge>
          ) : offer.state === 'unavailable' ? (
            <Badge color="gray" variant="light">
              {t('marketplace.session_page.unavailable')}
            </Badge>
          ) : offer.bestIsMine ? (
            <Badge color="blue" variant="light">
              {t('marketplace.session_page.best_is_mine')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {offer.pickupCity} ({offer.pickupProvince}) → {offer.deliveryCity} (
          {offer.deliveryProvince})
        </Text>
        <Text size="sm" c="dimmed">
          {t('marketplace.session_page.details', {
            from: date(offer.pickupDateFrom),
            to: date(offer.pickupDateTo),
            vehicles: offer.vehicleCount,
            km: offer.distanceKm,
          })}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Figure
            label={t('marketplace.sessions.starting_payout')}
            value={offer.startingPayoutCents}
          />
          <Figure label={t('marketplace.session_page.best')} value={offer.bestCents} />
          <Figure label={t('marketplace.session_page.mine')} value={offer.myBidCents} />
        </SimpleGrid>
        {offer.won && (
          <Button
            component={Link}
            route="transporter.transports.show"
            routeParams={{ id: offer.id }}
            variant="light"
          >
            {t('marketplace.session_page.open_transport')}
          </Button>
        )}
        {canBid && offer.state === 'published' && (
          <SessionBidForm sessionId={sessionId} offer={offer} />
        )}
      </Stack>
    </Paper>
  )
}

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className="money">
        {value === null ? '–' : money(value)}
      </Text>
    </Stack>
  )
}

/** The bid (or a lower one) on one transport; its errors stay with this card (its own error bag). */
function SessionBidForm({ sessionId, offer }: { sessionId: number; offer: Offer }) {
  const t = useT()
  const form = useForm({ amount: '', pickupOn: '' })
  const errors = form.errors as Record<string, string | undefined>
  const tomorrow = addCalendarDays(todayInRome(), 1)
  const from =
    offer.pickupDateFrom && offer.pickupDateFrom > tomorrow ? offer.pickupDateFrom : tomorrow
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('transporter.sessions.bid', { id: sessionId, transportId: offer.id }), {
          preserveScroll: true,
          errorBag: `bid-${offer.id}`,
          onSuccess: () => form.reset(),
        })
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={t(
            offer.myBidCents === null
              ? 'marketplace.bid.amount'
              : 'marketplace.session_page.lower_to'
          )}
          inputMode="decimal"
          value={form.data.amount}
          onChange={(event) => form.setData('amount', event.currentTarget.value)}
          maxLength={20}
          error={errors.amount}
          w={{ base: '100%', xs: 190 }}
        />
        <DateInput
          label={t('marketplace.bid.pickup_date')}
          upcomingWorkingDays
          minDate={from}
          maxDate={offer.pickupDateTo ?? undefined}
          value={form.data.pickupOn || null}
          onChange={(value) => form.setData('pickupOn', value ? String(value).slice(0, 10) : '')}
          error={errors.pickupOn}
          w={{ base: '100%', xs: 160 }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={form.processing}>
          {t(
            offer.myBidCents === null ? 'marketplace.bid.submit' : 'marketplace.session_page.lower'
          )}
        </Button>
      </Group>
    </form>
  )
}
