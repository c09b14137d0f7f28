import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import { FilterPanel } from '~/components/filter_panel'
import { DateFilter } from '~/features/transports/date_filter'

export type DocumentFilterValues = {
  kind: string | null
  from: string | null
  to: string | null
  q: string | null
}

/** Kind, date range and transport reference, in the URL. */
export function DocumentFilters({
  filters,
  kinds,
}: {
  filters: DocumentFilterValues
  kinds: string[]
}) {
  const t = useT()
  const visit = (next: Partial<DocumentFilterValues>) =>
    applyFilters(urlFor('admin.transport_documents.index'), { ...filters, ...next })
  const search = useDebouncedCallback((q: string) => visit({ q }), 300)
  const active = [filters.kind, filters.from, filters.to, filters.q].filter(Boolean).length
  return (
    <FilterPanel active={active}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('documents.admin.kind')}
          placeholder={t('documents.admin.all_kinds')}
          data={kinds.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }))}
          value={filters.kind}
          onChange={(kind) => visit({ kind })}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <DateFilter
          label={t('documents.admin.from')}
          value={filters.from}
          onChange={(from) => visit({ from })}
        />
        <DateFilter
          label={t('documents.admin.to')}
          value={filters.to}
          onChange={(to) => visit({ to })}
        />
        <TextInput
          label={t('documents.admin.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('documents.admin.search_placeholder')}
          defaultValue={filters.q ?? ''}
          maxLength={40}
          onChange={(event) => search(event.currentTarget.value)}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
    </FilterPanel>
  )
}
