import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { CalendarView, type CalendarProps } from '~/features/calendar/calendar_view'
import { useCalendarCalls } from '~/features/calls/calendar_calls'

export default function AdminCalendar({
  calendar,
  calls,
  can,
}: {
  calendar: CalendarProps
  calls: Data.Calls.CalendarCall[]
  can: { cancelCalls: boolean }
}) {
  const t = useT()
  const { extras, dialog } = useCalendarCalls(calls, can.cancelCalls)
  return (
    <>
      <CalendarView
        calendar={calendar}
        url={urlFor('admin.transports.calendar')}
        title={t('calendar.title')}
        description={t('calendar.admin_description')}
        transportRoute="admin.transports.show"
        extras={extras}
      />
      {dialog}
    </>
  )
}
