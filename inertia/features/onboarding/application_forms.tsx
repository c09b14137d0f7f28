import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { IconTrash } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@shared/italian_provinces'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { ProvinceSelect } from '~/components/province_select'
import { InsuranceFields } from '~/features/onboarding/insurance_fields'

type Application = Data.Onboarding.Application
type Errors = Record<string, string | undefined>

const COMPANY_FIELDS = [
  'legalName',
  'vatNumber',
  'fiscalCode',
  'sdiCode',
  'pec',
  'street',
  'cap',
  'city',
  'province',
  'contactName',
  'contactEmail',
  'contactPhone',
  'renNumber',
] as const
type CompanyField = (typeof COMPANY_FIELDS)[number]

const LABELS: Record<CompanyField, [string, number]> = {
  legalName: ['legal_name', 200],
  vatNumber: ['vat_number', 16],
  fiscalCode: ['fiscal_code', 20],
  sdiCode: ['sdi_code', 7],
  pec: ['pec', 254],
  street: ['street', 200],
  cap: ['cap', 5],
  city: ['city', 100],
  province: ['province', 2],
  contactName: ['contact_name', 120],
  contactEmail: ['contact_email', 254],
  contactPhone: ['contact_phone', 30],
  renNumber: ['ren_number', 30],
}

/** The company step: the first save creates the application (`token` null), later ones update it. */
export function CompanyForm({
  token,
  application,
}: {
  token: string | null
  application: Application | null
}) {
  const t = useT()
  const form = useForm(
    Object.fromEntries(
      COMPANY_FIELDS.map((field) => [field, (application?.[field] as string | null) ?? ''])
    ) as Record<CompanyField, string>
  )
  const errors = form.errors as Errors
  const input = (field: CompanyField) => {
    const [label, max] = LABELS[field]
    return (
      <TextInput
        key={field}
        label={t(`onboarding.fields.${label}`)}
        value={form.data[field]}
        onChange={(event) => form.setData(field, event.currentTarget.value)}
        maxLength={max}
        required={!['sdiCode', 'pec'].includes(field)}
        error={errors[field]}
      />
    )
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (token) form.put(urlFor('onboarding.update', { token, step: 'company' }))
    else form.post(urlFor('onboarding.store'))
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {input('legalName')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('vatNumber')}
          {input('fiscalCode')}
          {input('sdiCode')}
          {input('pec')}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('onboarding.fields.sdi_or_pec')}
        </Text>
        {input('street')}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {input('cap')}
          {input('city')}
          <ProvinceSelect
            label={t('onboarding.fields.province')}
            value={form.data.province || null}
            onChange={(value) => form.setData('province', value ?? '')}
            required
            error={errors.province}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {input('contactName')}
          {input('contactEmail')}
          {input('contactPhone')}
        </SimpleGrid>
        {input('renNumber')}
        {!token && (
          <Text size="sm" c="dimmed">
            {t('onboarding.public.link_hint')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            {t('onboarding.public.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

const centsToEuros = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',')

/** The insurance step's details (the policy PDF is uploaded beside it). */
export function InsuranceForm({ token, application }: { token: string; application: Application }) {
  const t = useT()
  const form = useForm({
    insurer: application.insurer ?? '',
    policyNumber: application.policyNumber ?? '',
    cover: centsToEuros(application.coverCents),
    expiresOn: application.insuranceExpiresOn ?? '',
  })
  const errors = form.errors as Errors
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('onboarding.update', { token, step: 'insurance' }))
      }}
    >
      <Stack gap="sm">
        <InsuranceFields
          values={form.data}
          errors={errors}
          onChange={(field, value) => form.setData(field, value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

type Line = { capacity: number; covered: boolean; count: number }

const REGION_DATA = ITALIAN_REGIONS.map((region) => ({ value: region.code, label: region.name }))
const PROVINCE_DATA = ITALIAN_PROVINCES.map((province) => ({
  value: province.code,
  label: `${province.name} (${province.code})`,
}))

/** The fleet (trucks by capacity, open or covered), the areas served, the vehicle categories. */
export function FleetForm({
  token,
  application,
  categories,
}: {
  token: string
  application: Application
  categories: { code: string; name: string }[]
}) {
  const t = useT()
  const form = useForm({
    fleet: (application.fleet.length
      ? application.fleet
      : [{ capacity: 8, covered: false, count: 1 }]) as Line[],
    regions: application.services.regions as string[],
    provinces: application.services.provinces as string[],
    categories: application.services.categories as string[],
  })
  const errors = form.errors as Errors
  const setLine = (index: number, line: Partial<Line>) =>
    form.setData(
      'fleet',
      form.data.fleet.map((item, at) => (at === index ? { ...item, ...line } : item))
    )
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('onboarding.update', { token, step: 'fleet' }))
      }}
    >
      <Stack gap="sm">
        <Text fw={500} size="sm">
          {t('onboarding.fields.fleet')}
        </Text>
        {form.data.fleet.map((line, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <NumberInput
              label={t('onboarding.fields.count')}
              value={line.count}
              min={1}
              max={500}
              allowDecimal={false}
              onChange={(value) => setLine(index, { count: Number(value) || 1 })}
              error={errors[`fleet.${index}.count`]}
              w={130}
            />
            <NumberInput
              label={t('onboarding.fields.capacity')}
              value={line.capacity}
              min={1}
              max={20}
              allowDecimal={false}
              onChange={(value) => setLine(index, { capacity: Number(value) || 1 })}
              error={errors[`fleet.${index}.capacity`]}
              w={150}
            />
            <SegmentedControl
              value={line.covered ? 'covered' : 'open'}
              onChange={(value) => setLine(index, { covered: value === 'covered' })}
              data={[
                { value: 'open', label: t('onboarding.fields.open') },
                { value: 'covered', label: t('onboarding.fields.covered') },
              ]}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('onboarding.fleet.remove_line')}
              onClick={() =>
                form.setData(
                  'fleet',
                  form.data.fleet.filter((_, at) => at !== index)
                )
              }
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          disabled={form.data.fleet.length >= 10}
          onClick={() =>
            form.setData('fleet', [...form.data.fleet, { capacity: 8, covered: false, count: 1 }])
          }
        >
          {t('onboarding.fleet.add_line')}
        </Button>
        <MultiSelect
          label={t('onboarding.fields.regions')}
          description={t('onboarding.fleet.areas_hint')}
          data={REGION_DATA}
          value={form.data.regions}
          onChange={(value) => form.setData('regions', value)}
          searchable
          clearable
          error={errors.regions}
        />
        <MultiSelect
          label={t('onboarding.fields.provinces')}
          data={PROVINCE_DATA}
          value={form.data.provinces}
          onChange={(value) => form.setData('provinces', value)}
          searchable
          clearable
          error={errors.provinces}
        />
        <Checkbox.Group
          label={t('onboarding.fields.categories')}
          value={form.data.categories}
          onChange={(value) => form.setData('categories', value)}
          error={errors.categories}
        >
          <Group gap="sm" mt={4}>
            {categories.map((category) => (
              <Checkbox key={category.code} value={category.code} label={category.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
