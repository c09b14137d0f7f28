import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { CalendarView, type CalendarProps } from '~/features/calendar/calendar_view'

export default function AdminCalendar({ calendar }: { calendar: CalendarProps }) {
  const t = useT()
  return (
    <CalendarView
      calendar={calendar}
      url={urlFor('admin.transports.calendar')}
      title={t('calendar.title')}
      description={t('calendar.admin_description')}
      transportRoute="admin.transports.show"
    />
  )
}
