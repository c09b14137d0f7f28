import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core'
import { DateInput } from '~/components/date_inputs'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { ProvinceSelect } from '~/components/province_select'
import type { RequestListFilters } from '#requests/validators/request_validators'

/** The filters the list pages receive (the server's list validators' output). */
export type RequestFilterValues = RequestListFilters

/** Filter bar of the request lists (the dealer's or, with `staff`, every team's): every change goes into the URL. */
export function RequestFilters({
  filters,
  states,
  teams,
  staff = false,
}: {
  filters: RequestFilterValues
  states: readonly string[]
  teams?: { id: number; name: string }[]
  staff?: boolean
}) {
  const t = useT()
  const url = urlFor(staff ? 'admin.requests.index' : 'dealer.requests.index')
  const [search, setSearch] = useState(filters.search ?? '')
  const apply = (change: Partial<RequestFilterValues>) => {
    const next = { ...filters, ...change }
    applyFilters(url, { ...next, manual: next.manual || undefined })
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Select
        label={t('requests.filters.state')}
        placeholder={t('requests.filters.all')}
        clearable
        data={states.map((state) => ({ value: state, label: t(`requests.state.${state}`) }))}
        value={filters.state ?? null}
        onChange={(value) => apply({ state: (value ?? undefined) as RequestFilterValues['state'] })}
        w={160}
      />
      <DateInput
        label={t('requests.filters.from')}
        clearable
        value={filters.from ?? null}
        onChange={(value) => apply({ from: value ?? undefined })}
        w={150}
      />
      <DateInput
        label={t('requests.filters.to')}
        clearable
        value={filters.to ?? null}
        onChange={(value) => apply({ to: value ?? undefined })}
        w={150}
      />
      <TextInput
        label={t('requests.filters.search')}
        value={search}
        maxLength={40}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onBlur={() => search !== (filters.search ?? '') && apply({ search })}
        onKeyDown={(event) => event.key === 'Enter' && apply({ search })}
        w={180}
      />
      {staff && (
        <>
          <Select
            label={t('requests.filters.dealer')}
            placeholder={t('requests.filters.all')}
            searchable
            clearable
            data={(teams ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
            value={filters.team ? String(filters.team) : null}
            onChange={(value) => apply({ team: value ? Number(value) : undefined })}
            w={200}
          />
          <ProvinceSelect
            label={t('requests.filters.pickup_province')}
            clearable
            value={filters.pickupProvince ?? null}
            onChange={(value) => apply({ pickupProvince: value ?? undefined })}
            w={180}
          />
          <ProvinceSelect
            label={t('requests.filters.delivery_province')}
            clearable
            value={filters.deliveryProvince ?? null}
            onChange={(value) => apply({ deliveryProvince: value ?? undefined })}
            w={180}
          />
          <Checkbox
            label={t('requests.filters.manual')}
            checked={filters.manual === true}
            onChange={(event) => apply({ manual: event.currentTarget.checked || undefined })}
            mb={8}
          />
        </>
      )}
      <Button
        variant="subtle"
        onClick={() => router.get(url, {}, { preserveState: false, replace: true })}
      >
        {t('requests.filters.reset')}
      </Button>
    </Group>
  )
}
