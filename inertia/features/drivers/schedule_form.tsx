import { useState } from 'react'
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft, IconCalendarCheck } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import type { WeeklyHours } from '@shared/opening_hours'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { DateInput, TimeInput } from '~/components/date_inputs'
import { PlaceCard } from '~/features/transports/place_card'
import { useTransportUpdates } from '~/features/transports/use_transport_updates'
import { pickupWhen } from '~/features/drivers/pickup_when'

export type PickupSlot = { date: string; from: string; to: string }

export type SchedulePageProps = {
  transport: Data.Transports.Transport.Variants['forDriver']
  slots: PickupSlot[]
  firstDay: string
  lastDay: string | null
  openingHours: WeeklyHours | null
  defaultHours: [string, string][]
  schedulable: boolean
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

function weekdayOf(day: string) {
  const [y, m, d] = day.split('-').map(Number)
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]
}

/** Slots grouped by day, in order. */
function byDay(slots: PickupSlot[]) {
  const days = new Map<string, PickupSlot[]>()
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot])
  return [...days.entries()]
}

/**
 * Transporter → Schedule the pickup: the feasible slots (a chip per opening
 * range of each open day), or a typed day and time checked by the same rules
 * on the server; the reason of a refusal comes back as the page's message.
 */
export function ScheduleForm(props: SchedulePageProps) {
  const { transport, slots, schedulable } = props
  const t = useT()
  const page = usePage<SharedProps>()
  const errors = (page.props.errors ?? {}) as Record<string, string | string[] | undefined>
  const first = (key: string) => {
    const value = errors[key]
    return Array.isArray(value) ? value[0] : value
  }
  useTransportUpdates(page.props.auth?.channels.team, transport.id, [
    'transport',
    'slots',
    'schedulable',
  ])
  const [day, setDay] = useState<string>(transport.pickupSlotFrom ? (transport.pickupOn ?? '') : '')
  const [from, setFrom] = useState(transport.pickupSlotFrom ?? '')
  const [to, setTo] = useState(transport.pickupSlotTo ?? '')
  const [sending, setSending] = useState(false)
  const chosen = (slot: PickupSlot) => slot.date === day && slot.from === from && slot.to === to
  const pick = (slot: PickupSlot) => {
    setDay(slot.date)
    setFrom(slot.from)
    setTo(slot.to)
  }
  const submit = () =>
    router.post(
      urlFor('transporter.transports.schedule_store', { id: transport.id }),
      { date: day, from, to: to || null, stateVersion: transport.stateVersion },
      { onStart: () => setSending(true), onFinish: () => setSending(false) }
    )
  const title = t('drivers.schedule.title', { reference: transport.reference })
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        description={t('drivers.schedule.description')}
        actions={
          <Button
            component={Link}
            route="transporter.transports.show"
            routeParams={{ id: transport.id }}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('drivers.schedule.back')}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {!schedulable && <Alert color="yellow">{t('drivers.schedule.not_schedulable')}</Alert>}
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('drivers.schedule.slots')}
              </Title>
              {slots.length === 0 ? (
                <EmptyState
                  title={t('drivers.schedule.slots_empty')}
                  description={t('drivers.schedule.slots_empty_description')}
                />
              ) : (
                <Stack gap="sm" data-testid="slots">
                  {byDay(slots).map(([slotDay, daySlots]) => (
                    <Group key={slotDay} gap="xs" wrap="wrap" align="center">
                      <Text size="sm" fw={600} w={{ base: '100%', xs: 130 }}>
                        {t(`teams.weekdays_short.${weekdayOf(slotDay)}`)} {date(slotDay)}
                      </Text>
                      {daySlots.map((slot) => (
                        <Button
                          key={slot.from}
                          size="xs"
                          radius="xl"
                          variant={chosen(slot) ? 'filled' : 'default'}
                          aria-pressed={chosen(slot)}
                          onClick={() => pick(slot)}
                          disabled={!schedulable}
                        >
                          {slot.from}–{slot.to}
                        </Button>
                      ))}
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4">
                {t('drivers.schedule.custom')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('drivers.schedule.custom_description')}
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <DateInput
                  label={t('drivers.schedule.date')}
                  value={day || null}
                  onChange={(next) => setDay(next ? String(next).slice(0, 10) : '')}
                  error={first('date')}
                  w={{ base: '100%', xs: 180 }}
                  required
                />
                <TimeInput
                  label={t('drivers.schedule.from')}
                  value={from}
                  onChange={setFrom}
                  error={first('from')}
                  w={{ base: '100%', xs: 120 }}
                />
                <TimeInput
                  label={t('drivers.schedule.to')}
                  value={to}
                  onChange={setTo}
                  error={first('to')}
                  w={{ base: '100%', xs: 140 }}
                  clearable
                />
              </Group>
              <Button
                mt="md"
                onClick={submit}
                loading={sending}
                disabled={!schedulable || !day || !from}
                leftSection={<IconCalendarCheck size={16} aria-hidden />}
              >
                {t('drivers.schedule.submit')}
              </Button>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ScheduleFacts {...props} />
        </Grid.Col>
      </Grid>
    </>
  )
}

/** The window, the current schedule, the place and its opening hours. */
function ScheduleFacts({
  transport,
  firstDay,
  lastDay,
  openingHours,
  defaultHours,
}: SchedulePageProps) {
  const t = useT()
  const window = lastDay
    ? t('drivers.schedule.window_range', { from: date(firstDay), to: date(lastDay) })
    : t('drivers.schedule.window_open', { from: date(firstDay) })
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Fact label={t('drivers.schedule.window')} value={window} />
          {transport.pickupSlotFrom && (
            <Fact
              label={t('drivers.schedule.current')}
              value={pickupWhen(
                transport.pickupOn,
                transport.pickupSlotFrom,
                transport.pickupSlotTo
              )}
            />
          )}
        </Stack>
      </Paper>
      <PlaceCard title={t('drivers.schedule.place')} place={transport.pickup} />
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          {t('drivers.schedule.hours')}
        </Title>
        {openingHours ? (
          <Stack gap={2}>
            {WEEKDAYS.map((weekday) => (
              <Group key={weekday} justify="space-between" gap="xs">
                <Text size="sm">{t(`teams.weekdays_short.${weekday}`)}</Text>
                <Text size="sm" c={openingHours[weekday]?.length ? undefined : 'dimmed'}>
                  {openingHours[weekday]?.length
                    ? openingHours[weekday]!.map(([a, b]) => `${a}–${b}`).join(', ')
                    : t('drivers.schedule.closed')}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('drivers.schedule.hours_unknown', {
              hours: defaultHours.map(([a, b]) => `${a}–${b}`).join(', '),
            })}
          </Text>
        )}
      </Paper>
    </Stack>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  )
}
