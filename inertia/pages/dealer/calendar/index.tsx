import { useT } from '~/lib/i18n'
import { CalendarView, type CalendarProps } from '~/features/calendar/calendar_view'

export default function DealerCalendar({ calendar }: { calendar: CalendarProps }) {
  const t = useT()
  return (
    <CalendarView
      calendar={calendar}
      url="/dealer/calendar"
      title={t('calendar.title')}
      description={t('calendar.description')}
      hrefOf={(id) => `/dealer/transports/${id}`}
    />
  )
}
