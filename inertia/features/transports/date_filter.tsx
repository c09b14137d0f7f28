/** A native date input (phone-friendly) for list filters: yyyy-MM-dd or null. */
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
    <label
      style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14, fontWeight: 500 }}
    >
      {label}
      <input
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        style={{
          height: 36,
          padding: '0 8px',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          font: 'inherit',
        }}
      />
    </label>
  )
}
