import { useT } from '~/lib/i18n'
import { CalendarView, type CalendarProps } from '~/features/calendar/calendar_view'

export default function AdminCalendar({ calendar }: { calendar: CalendarProps }) {
  const t = useT()
  return (
    <CalendarView
      calendar={calendar}
      url="/admin/calendar"
      title={t('calendar.title')}
      description={t('calendar.admin_description')}
      hrefOf={(id) => `/admin/transports/${id}`}
    />
  )
}
