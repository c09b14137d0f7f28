import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { CalendarView, type CalendarProps } from '~/features/calendar/calendar_view'

export default function DealerCalendar({ calendar }: { calendar: CalendarProps }) {
  const t = useT()
  return (
    <CalendarView
      calendar={calendar}
      url={urlFor('dealer.transports.calendar')}
      title={t('calendar.title')}
      description={t('calendar.description')}
      transportRoute="dealer.transports.show"
    />
  )
}
