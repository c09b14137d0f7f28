import {
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
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { longDate } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'

export type CalendarProps = Data.Transports.Calendar
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
}: {
  calendar: CalendarProps
  url: string
  title: string
  description: string
  transportRoute: TransportRoute
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
  const monthLabel = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period.date}T00:00:00Z`))
  const heading =
    period.view === 'month'
      ? monthLabel
      : `${longDate(period.start, locale)} – ${longDate(period.end, locale)}`
  const empty = calendar.weeks.every((week) => week.every((day) => day.entries.length === 0))
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
            <Title order={2} size="h4" tt="capitalize">
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
        </Group>
        {navigating ? (
          <ListLoading rows={6} />
        ) : (
          <>
            <div style={{ overflowX: 'auto' }}>
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
                      />
                    ))}
                  </SimpleGrid>
                ))}
              </div>
            </div>
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

function DayCell({
  day,
  tall,
  transportRoute,
}: {
  day: Day
  tall: boolean
  transportRoute: TransportRoute
}) {
  const t = useT()
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
      </Stack>
    </Paper>
  )
}
