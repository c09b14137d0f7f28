import { SimpleGrid, Stack, Text } from '@mantine/core'
import { provinceByCode } from '@shared/italian_provinces'
import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  )
}

/** Company data, read-only (members who cannot edit). */
export function CompanyDetails({ company }: { company: Data.Teams.Team.Variants['forCompany'] }) {
  const t = useT()
  const f = (key: string) => t(`teams.main.fields.${key}`)
  if (!company.legalName && !company.vatNumber) {
    return <Text c="dimmed">{t('teams.main.company_empty')}</Text>
  }
  const province = provinceByCode(company.province)
  const address = [
    company.street,
    [company.cap, company.city].filter(Boolean).join(' '),
    province?.code,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Item label={f('legal_name')} value={company.legalName} />
      <Item label={f('vat_number')} value={company.vatNumber} />
      <Item label={f('fiscal_code')} value={company.fiscalCode} />
      <Item label={f('sdi_code')} value={company.sdiCode} />
      <Item label={f('pec')} value={company.pec} />
      <Item label={f('phone')} value={company.phone} />
      <Item label={t('teams.main.legal_address')} value={address} />
    </SimpleGrid>
  )
}
