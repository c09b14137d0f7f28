import { Select, type SelectProps } from '@mantine/core'
import { ITALIAN_PROVINCES } from '@shared/italian_provinces'

const DATA = ITALIAN_PROVINCES.map((province) => ({
  value: province.code,
  label: `${province.name} (${province.code})`,
})).sort((a, b) => a.label.localeCompare(b.label, 'it'))

/** Searchable select of the 107 Italian provinces (value: the two-letter code). */
export function ProvinceSelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select searchable data={DATA} nothingFoundMessage="—" maxDropdownHeight={260} {...props} />
  )
}
