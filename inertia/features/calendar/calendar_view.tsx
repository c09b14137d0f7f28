import {
  Box,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateRange, longDate, monthYear } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'

export type CalendarProps = Data.Transports.Calendar

/** Entries another capability adds to the grid: by day (yyyy-MM-dd), after the transports. */
export type DayExtras = { legend: ReactNode; days: ReadonlyMap<string, ReactNode> }
type Day = CalendarProps['weeks'][number][number]

/** The page of a calendar entry's transport, in the calendar's area. */
type TransportRoute = 'dealer.transports.show' | 'admin.transports.show'

/** Month or week grid, Monday first; ?view & ?date in the URL. */
export function CalendarView({
  calendar,
  url,
  title,
  description,
  transportRoute,
  extras,
}: {
  calendar: CalendarProps
  url: string
  title: string
  description: string
  transportRoute: TransportRoute
  /** More on some days (the staff's booked calls): a legend badge and what each of those days shows. */
  extras?: DayExtras
}) {
  const t = useT()
  const locale = useLocale()
  const navigating = useNavigating()
  const { period } = calendar
  const go = (changes: { view?: string; date?: string }) =>
    router.get(
      url,
      { view: changes.view ?? period.view, date: changes.date ?? period.date },
      { preserveState: true, replace: true }
    )
  const month = monthYear(period.date, locale)
  /* A heading starts with a capital; the months inside a range stay lower case in Italian. */
  const heading =
    period.view === 'month'
      ? month.charAt(0).toUpperCase() + month.slice(1)
      : dateRange(period.start, period.end, locale)
  const empty = calendar.weeks.every((week) =>
    week.every((day) => day.entries.length === 0 && !extras?.days.has(day.date))
  )
  return (
    <>
      <Head title={title} />
      <PageHeader title={title} description={description} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => go({ date: period.previous })}
              aria-label={t('calendar.previous')}
            >
              ‹
            </Button>
            <Button variant="default" onClick={() => go({ date: calendar.today })}>
              {t('calendar.today')}
            </Button>
            <Button
              variant="default"
              onClick={() => go({ date: period.next })}
              aria-label={t('calendar.next')}
            >
              ›
            </Button>
            <Title order={2} size="h4">
              {heading}
            </Title>
          </Group>
          <SegmentedControl
            value={period.view}
            onChange={(view) => go({ view })}
            data={[
              { value: 'month', label: t('calendar.month') },
              { value: 'week', label: t('calendar.week') },
            ]}
          />
        </Group>
        <Group gap="xs">
          <Badge color="blue" variant="light">
            {t('calendar.pickup')}
          </Badge>
          <Badge color="green" variant="light">
            {t('calendar.delivery')}
          </Badge>
          <Badge color="red" variant="light">
            {t('calendar.closed')}
          </Badge>
          {extras?.legend}
        </Group>
        {navigating ? (
          <ListLoading rows={6} />
        ) : (
          <>
            <Agenda
              days={calendar.weeks.flat().filter((day) => day.inPeriod)}
              transportRoute={transportRoute}
              extras={extras}
            />
            <Box visibleFrom="sm" style={{ overflowX: 'auto' }}>
              <div style={{ minWidth: 700 }}>
                <SimpleGrid cols={7} spacing={4} mb={4}>
                  {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
                    <Text key={weekday} size="xs" fw={600} ta="center" c="dimmed">
                      {t(`calendar.weekdays.${weekday}`)}
                    </Text>
                  ))}
                </SimpleGrid>
                {calendar.weeks.map((week) => (
                  <SimpleGrid key={week[0].date} cols={7} spacing={4} mb={4}>
                    {week.map((day) => (
                      <DayCell
                        key={day.date}
                        day={day}
                        tall={period.view === 'week'}
                        transportRoute={transportRoute}
                        extras={extras}
                      />
                    ))}
                  </SimpleGrid>
                ))}
              </div>
            </Box>
            {empty && (
              <Text size="sm" c="dimmed" ta="center">
                {t('calendar.empty_week')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </>
  )
}

/**
 * On a phone, the period as a list of days (weekday and date, then what
 * happens that day): the whole week or month readable without sideways
 * scrolling. Days with nothing planned are left out; today always shows.
 */
function Agenda({
  days,
  transportRoute,
  extras,
}: {
  days: Day[]
  transportRoute: TransportRoute
  extras?: DayExtras
}) {
  const t = useT()
  const locale = useLocale()
  const shown = days.filter(
    (day) =>
      day.isToday ||
      day.entries.length > 0 ||
      day.holidays.length > 0 ||
      day.closings.length > 0 ||
      extras?.days.has(day.date)
  )
  return (
    <Stack hiddenFrom="sm" gap="xs">
      {shown.map((day) => (
        <Paper
          key={day.date}
          withBorder
          p="xs"
          radius="sm"
          style={{
            borderColor: day.isToday ? 'var(--mantine-color-blue-filled)' : undefined,
          }}
          data-date={day.date}
        >
          <Text size="sm" fw={700}>
            {t(`calendar.weekdays.${isoWeekday(day.date)}`)} {longDate(day.date, locale)}
          </Text>
          <DayContent day={day} transportRoute={transportRoute} extras={extras} />
        </Paper>
      ))}
    </Stack>
  )
}

/** 1 (Monday) … 7 (Sunday) of a yyyy-MM-dd date. */
function isoWeekday(date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

function DayCell({
  day,
  tall,
  transportRoute,
  extras,
}: {
  day: Day
  tall: boolean
  transportRoute: TransportRoute
  extras?: DayExtras
}) {
  const closed = day.holidays.length > 0 || day.closings.length > 0
  return (
    <Paper
      withBorder
      p={4}
      radius="sm"
      mih={tall ? 220 : 96}
      bg={
        closed
          ? 'var(--mantine-color-red-light)'
          : day.isWeekend
            ? 'var(--mantine-color-default-hover)'
            : undefined
      }
      style={{
        opacity: day.inPeriod ? 1 : 0.5,
        outline: day.isToday ? '2px solid var(--mantine-color-blue-filled)' : undefined,
      }}
      data-date={day.date}
    >
      <Text size="xs" fw={700}>
        {Number(day.date.slice(8, 10))}
      </Text>
      <DayContent day={day} transportRoute={transportRoute} extras={extras} />
    </Paper>
  )
}

/** What happens on a day: holidays, closings, the transports' pickups and deliveries, the extras. */
function DayContent({
  day,
  transportRoute,
  extras,
}: {
  day: Day
  transportRoute: TransportRoute
  extras?: DayExtras
}) {
  const t = useT()
  return (
    <>
      {day.holidays.map((key) => (
        <Text key={key} size="xs" c="red">
          {t(`calendar.holidays.${key}`)}
        </Text>
      ))}
      {day.closings.map((closing, index) => (
        <Text key={index} size="xs" c="red">
          {t('calendar.closed')}
          {closing.teamName ? ` · ${closing.teamName}` : ''}
          {closing.reason ? ` · ${closing.reason}` : ''}
        </Text>
      ))}
      <Stack gap={2} mt={2}>
        {day.entries.map((entry) => (
          <Badge
            key={`${entry.kind}-${entry.transportId}`}
            component={Link}
            route={transportRoute}
            routeParams={{ id: entry.transportId }}
            color={entry.kind === 'pickup' ? 'blue' : 'green'}
            variant="light"
            size="xs"
            radius="sm"
            fullWidth
            style={{ cursor: 'pointer', textTransform: 'none' }}
            title={`${t(`calendar.${entry.kind}`)} ${entry.reference} · ${entry.city} (${entry.province})`}
          >
            {entry.reference} · {entry.city}
          </Badge>
        ))}
        {extras?.days.get(day.date)}
      </Stack>
    </>
  )
}
