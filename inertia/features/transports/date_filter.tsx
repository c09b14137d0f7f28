import { DateInput } from '~/components/date_inputs'

/** A date of a list filter (dd/mm/yyyy, cleared to show every date): yyyy-MM-dd or null. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | null
  onChange: (value: string | null) => void
}) {
  return (
    <DateInput
      label={label}
      value={value}
      clearable
      onChange={(day) => onChange(day ? String(day).slice(0, 10) : null)}
      w={150}
    />
  )
}
