import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { FilterPanel } from '~/components/filter_panel'
import { DateFilter } from '~/features/transports/date_filter'

export type InvoiceFilterValues = {
  year: number | null
  kind: string | null
  q: string | null
  teamId: number | null
  from: string | null
  to: string | null
  sdi: string | null
}

/**
 * The invoice lists' filters, in the URL: year, kind and number for
 * everyone; customer, issue days and SDI delivery for staff (`teams` given).
 */
export function InvoiceFilters({
  url,
  filters,
  years,
  teams,
}: {
  url: string
  filters: InvoiceFilterValues
  years: number[]
  teams?: { id: number; name: string }[]
}) {
  const t = useT()
  const f = (key: string) => t(`invoicing.filters.${key}`)
  const visit = (next: Partial<InvoiceFilterValues>) => applyFilters(url, { ...filters, ...next })
  const search = useDebouncedCallback((q: string) => visit({ q }), 300)
  const active = Object.values(filters).filter((value) => value !== null && value !== '').length
  return (
    <FilterPanel active={active}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={f('year')}
          placeholder={f('all_years')}
          data={years.map((year) => String(year))}
          value={filters.year ? String(filters.year) : null}
          onChange={(year) => visit({ year: year ? Number(year) : null })}
          clearable
          w={{ base: '100%', sm: 140 }}
        />
        <Select
          label={f('kind')}
          placeholder={f('all_kinds')}
          data={['invoice', 'credit_note'].map((kind) => ({
            value: kind,
            label: t(`invoicing.kinds.${kind}`),
          }))}
          value={filters.kind}
          onChange={(kind) => visit({ kind })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          label={f('search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={f('search_placeholder')}
          defaultValue={filters.q ?? ''}
          maxLength={20}
          onChange={(event) => search(event.currentTarget.value)}
          w={{ base: '100%', sm: 170 }}
        />
        {teams && (
          <>
            <Select
              label={f('customer')}
              placeholder={f('all_customers')}
              data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
              value={filters.teamId ? String(filters.teamId) : null}
              onChange={(teamId) => visit({ teamId: teamId ? Number(teamId) : null })}
              searchable
              clearable
              w={{ base: '100%', sm: 220 }}
            />
            <DateFilter
              label={f('from')}
              value={filters.from}
              onChange={(from) => visit({ from })}
            />
            <DateFilter label={f('to')} value={filters.to} onChange={(to) => visit({ to })} />
            <Select
              label={f('sdi')}
              placeholder={f('sdi_all')}
              data={[
                { value: 'sent', label: f('sdi_sent') },
                { value: 'pending', label: f('sdi_pending') },
              ]}
              value={filters.sdi}
              onChange={(sdi) => visit({ sdi })}
              clearable
              w={{ base: '100%', sm: 160 }}
            />
          </>
        )}
      </Group>
    </FilterPanel>
  )
}
