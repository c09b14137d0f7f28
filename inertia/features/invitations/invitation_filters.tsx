import { Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import { FilterPanel } from '~/components/filter_panel'

export type InvitationFilterValues = { kind: string | null; state: string | null; q: string | null }

const KINDS = ['team', 'session']
const STATES = ['pending', 'accepted', 'declined', 'revoked', 'expired']

/** Kind, state and a search by e-mail or team name, in the URL (give a new `key` to empty the search box). */
export function InvitationFilters({ filters }: { filters: InvitationFilterValues }) {
  const t = useT()
  const visit = (next: Partial<InvitationFilterValues>) =>
    applyFilters(urlFor('admin.invitations.index'), { ...filters, ...next })
  const search = useDebouncedCallback((q: string) => visit({ q }), 300)
  const active = [filters.kind, filters.state, filters.q].filter(Boolean).length
  return (
    <FilterPanel active={active}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          aria-label={t('invitations.filters.kind')}
          placeholder={t('invitations.filters.all_kinds')}
          data={KINDS.map((kind) => ({ value: kind, label: t(`invitations.kind.${kind}`) }))}
          value={filters.kind}
          onChange={(kind) => visit({ kind })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          aria-label={t('invitations.filters.state')}
          placeholder={t('invitations.filters.all_states')}
          data={STATES.map((state) => ({ value: state, label: t(`invitations.state.${state}`) }))}
          value={filters.state}
          onChange={(state) => visit({ state })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('invitations.filters.search')}
          aria-label={t('invitations.filters.search')}
          defaultValue={filters.q ?? ''}
          maxLength={100}
          onChange={(event) => search(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
    </FilterPanel>
  )
}
