import '@mantine/dates/styles.css'
import 'dayjs/locale/it'
import 'dayjs/locale/en'
import type { ReactNode } from 'react'
import {
  DateInput as MantineDateInput,
  DatePickerInput as MantineDatePickerInput,
  DatesProvider,
  TimePicker,
  type DateInputProps as MantineDateInputProps,
  type DatePickerInputProps,
  type TimePickerProps,
} from '@mantine/dates'
import { useLocale, useT } from '~/lib/i18n'
import { todayInRome } from '@shared/rome'
import { isWorkingDay } from '@shared/working_days'

/**
 * The date and time fields of every form and filter: dates are typed and
 * shown dd/MM/yyyy, the calendar speaks the page's language and starts
 * weeks on Monday. Imported from here, never from `@mantine/dates`, so the
 * date library, its locales and its styles load with the pages that have a
 * date field, not with every page.
 *
 * `upcomingWorkingDays`: only today or later, and only working days (no
 * weekends, national holidays), for the dates a transport happens on.
 */
type Upcoming = { upcomingWorkingDays?: boolean }

/** Typed dates are Italian: dd/mm/yyyy (also with - or . separators). */
export function parseItalianDate(input: string): string | null {
  const match = input.trim().match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/)
  if (!match) return null
  const [, day, month, year] = match
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso
}

function upcomingProps(upcoming: boolean | undefined) {
  if (!upcoming) return {}
  return {
    minDate: todayInRome(),
    excludeDate: (day: string) => !isWorkingDay(String(day).slice(0, 10)),
  }
}

function Localized({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>
}

export type DateInputProps = MantineDateInputProps & Upcoming

export function DateInput({ upcomingWorkingDays, ...props }: DateInputProps) {
  const t = useT()
  return (
    <Localized>
      <MantineDateInput
        valueFormat="DD/MM/YYYY"
        dateParser={parseItalianDate}
        placeholder={t('common.date_placeholder')}
        {...upcomingProps(upcomingWorkingDays)}
        {...props}
      />
    </Localized>
  )
}

export function DatePickerInput({
  upcomingWorkingDays,
  ...props
}: DatePickerInputProps & Upcoming) {
  return (
    <Localized>
      <MantineDatePickerInput
        valueFormat="DD/MM/YYYY"
        {...upcomingProps(upcomingWorkingDays)}
        {...(props as DatePickerInputProps)}
      />
    </Localized>
  )
}

/**
 * A time of day, always 24-hour HH:mm whatever the browser's own language
 * (a native time field shows AM/PM in an English Chromium): two spin fields,
 * hours and minutes. `onChange` receives "HH:mm" (or "" when cleared).
 */
export function TimeInput({
  'aria-label': ariaLabel,
  ...props
}: Omit<TimePickerProps, 'format' | 'withSeconds'> & { 'aria-label'?: string }) {
  const t = useT()
  const named = (part: string) => (ariaLabel ? `${ariaLabel} (${part})` : part)
  return (
    <Localized>
      <TimePicker
        format="24h"
        hoursInputLabel={named(t('common.time_hours'))}
        minutesInputLabel={named(t('common.time_minutes'))}
        {...props}
      />
    </Localized>
  )
}
