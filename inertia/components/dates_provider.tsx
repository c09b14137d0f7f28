import 'dayjs/locale/it'
import 'dayjs/locale/en'
import type { ReactNode } from 'react'
import { DatesProvider } from '@mantine/dates'
import { useLocale } from '~/lib/i18n'

/**
 * Date pickers everywhere speak the page's language and start weeks on
 * Monday. Set once around every layout (layouts/layout_for.tsx): no page or
 * form sets its own.
 */
export function LocalizedDatesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>
}
