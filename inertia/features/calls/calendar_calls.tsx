import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconPhone } from '@tabler/icons-react'
import { useMemo, useState, type ReactNode } from 'react'
import type { Data } from '@generated/data'
import { longDate } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'
import type { DayExtras } from '~/features/calendar/calendar_view'

type CalendarCall = Data.Calls.CalendarCall

/**
 * The booked calls on the staff's calendar: a violet badge per call on its
 * day (time and carrier), opening the call's details (carrier, who booked
 * it, the number to call, the transport or private session, the note) with
 * "cancel".
 */
export function useCalendarCalls(
  calls: CalendarCall[],
  canCancel: boolean
): { extras: DayExtras; dialog: ReactNode } {
  const t = useT()
  const [openId, setOpenId] = useState<number | null>(null)
  const open = calls.find((call) => call.id === openId) ?? null
  const days = useMemo(() => {
    const byDay = new Map<string, CalendarCall[]>()
    for (const call of calls) byDay.set(call.date, [...(byDay.get(call.date) ?? []), call])
    return new Map(
      [...byDay].map(([date, list]) => [
        date,
        list.map((call) => (
          <Badge
            key={`call-${call.id}`}
            component="button"
            type="button"
            onClick={() => setOpenId(call.id)}
            color="violet"
            variant="light"
            size="xs"
            radius="sm"
            fullWidth
            leftSection={<IconPhone size={10} aria-hidden />}
            style={{ cursor: 'pointer', textTransform: 'none' }}
            title={`${t('calls.calendar.legend')} ${call.time}–${call.endTime} · ${call.teamName}`}
            data-call={call.id}
          >
            {call.time} · {call.teamName}
          </Badge>
        )),
      ])
    )
  }, [calls, t])
  const legend = (
    <Badge color="violet" variant="light" leftSection={<IconPhone size={12} aria-hidden />}>
      {t('calls.calendar.legend')}
    </Badge>
  )
  return {
    extras: { legend, days },
    dialog: <CallDialog call={open} canCancel={canCancel} onClose={() => setOpenId(null)} />,
  }
}

function CallDialog({
  call,
  canCancel,
  onClose,
}: {
  call: CalendarCall | null
  canCancel: boolean
  onClose: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const cancel = (target: CalendarCall) =>
    confirmDanger(t, {
      title: t('calls.calendar.cancel_title', { time: target.time, team: target.teamName }),
      body: t('calls.calendar.cancel_body'),
      confirm: t('calls.calendar.cancel'),
      onConfirm: () =>
        router.delete(urlFor('admin.calls.cancel', { id: target.id }), {
          preserveScroll: true,
          onSuccess: onClose,
        }),
    })
  const line = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  )
  return (
    <Modal
      opened={call !== null}
      onClose={onClose}
      title={call ? t('calls.calendar.title', { time: call.time }) : ''}
    >
      {call && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {longDate(call.date, locale)}, {call.time}–{call.endTime}
          </Text>
          {line(t('calls.calendar.team'), call.teamName)}
          {call.bookedByName &&
            line(
              t('calls.calendar.booked_by'),
              <>
                {call.bookedByName}
                {call.bookedByEmail && (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${call.bookedByEmail}`} size="sm">
                      {call.bookedByEmail}
                    </Anchor>
                  </>
                )}
              </>
            )}
          {line(
            t('calls.calendar.phone'),
            <Anchor href={`tel:${call.phone.replace(/[^+\d]/g, '')}`} size="sm">
              {call.phone}
            </Anchor>
          )}
          {line(
            t('calls.calendar.subject'),
            call.transport ? (
              <Anchor
                component={Link}
                route="admin.transports.show"
                routeParams={{ id: call.transport.id }}
                size="sm"
              >
                {call.transport.reference}
              </Anchor>
            ) : call.session ? (
              <>
                {t('calls.session')}:{' '}
                <Anchor
                  component={Link}
                  route="admin.sessions.show"
                  routeParams={{ id: call.session.id }}
                  size="sm"
                >
                  {call.session.name}
                </Anchor>
              </>
            ) : (
              t('calls.general')
            )
          )}
          {call.note && line(t('calls.calendar.note'), call.note)}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('calls.calendar.close')}
            </Button>
            {canCancel && (
              <Button color="red" variant="light" onClick={() => cancel(call)}>
                {t('calls.calendar.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
