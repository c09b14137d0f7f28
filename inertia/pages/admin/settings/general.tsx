import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { IconAlertTriangle, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react'
import { ProvinceSelect } from '~/components/province_select'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { useT } from '~/lib/i18n'
import { dateTime } from '@shared/format'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'

type SettingsForm = Data.Pricing.PlatformSettings

type Props = {
  version: number
  settings: SettingsForm
  coefficients: Record<string, number>
  versions: Data.Pricing.SettingsVersion[]
  /** the company data are complete enough to issue invoices */
  invoicingReady: boolean
  /** both Stripe keys are set: card payments are offered */
  cardPayments: boolean
  can: { update: boolean }
}

type NumberKey = {
  [K in keyof SettingsForm]: SettingsForm[K] extends number ? K : never
}[keyof SettingsForm]

/** Admin → Settings → General: every pricing parameter in human units; saving appends a version. */
export default function AdminSettingsGeneral({
  version,
  settings,
  coefficients,
  versions,
  invoicingReady,
  cardPayments,
  can,
}: Props) {
  const t = useT()
  const form = useForm<SettingsForm>(settings)
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`admin_settings.general.fields.${key}`)

  const numberField = (
    key: NumberKey,
    options: { suffix?: string; decimals?: number; step?: number } = {}
  ) => (
    <NumberInput
      label={f(key)}
      value={form.data[key]}
      onChange={(value) =>
        form.setData(key, typeof value === 'number' ? value : Number(value) || 0)
      }
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={options.decimals ?? 2}
      min={0}
      step={options.step ?? 1}
      suffix={options.suffix}
      error={errors[key]}
      disabled={!can.update}
      required
    />
  )

  const setTier = (index: number, patch: Partial<{ minVehicles: number; percent: number }>) =>
    form.setData(
      'multiVehicleDiscounts',
      form.data.multiVehicleDiscounts.map((tier, i) => (i === index ? { ...tier, ...patch } : tier))
    )

  type CompanyKey = Exclude<keyof SettingsForm['company'], 'country' | 'taxRegime'>
  const setCompany = (key: CompanyKey, value: string) =>
    form.setData('company', { ...form.data.company, [key]: value })
  const companyField = (key: CompanyKey, props: TextInputProps = {}) => (
    <TextInput
      label={f(`company.${key}`)}
      value={form.data.company[key]}
      onChange={(event) => setCompany(key, event.currentTarget.value)}
      error={errors[`company.${key}`]}
      disabled={!can.update}
      {...props}
    />
  )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.put(urlFor('admin.settings.general.update'), { preserveScroll: true })
  }

  return (
    <>
      <Head title={t('admin_settings.general.title')} />
      <PageHeader
        title={t('admin_settings.title')}
        description={t('admin_settings.general.description', { version })}
      />
      <AdminSettingsTabs active="general" />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          <Section title={t('admin_settings.general.pricing')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {numberField('baseEuro', { suffix: ' €' })}
              {numberField('ratePerKmEuro', { suffix: ' €/km', decimals: 5, step: 0.01 })}
              {numberField('minimumEuro', { suffix: ' €' })}
              {numberField('nonRunningEuro', { suffix: ' €' })}
              {numberField('expressPercent', { suffix: ' %' })}
              {numberField('coveredPercent', { suffix: ' %' })}
              {numberField('insurancePercent', { suffix: ' %', step: 0.1 })}
              {numberField('proDiscountPercent', { suffix: ' %' })}
              {numberField('manualQuoteMaxVehicles', { decimals: 0 })}
              {numberField('dryRunFeeEuro', { suffix: ' €' })}
              {numberField('cancellationFeeEuro', { suffix: ' €' })}
            </SimpleGrid>
            <Fieldset legend={f('multi_vehicle')} disabled={!can.update}>
              <Stack gap="xs">
                {form.data.multiVehicleDiscounts.map((tier, index) => (
                  <Group key={index} align="flex-end" wrap="nowrap">
                    <NumberInput
                      label={f('min_vehicles')}
                      value={tier.minVehicles}
                      onChange={(value) => setTier(index, { minVehicles: Number(value) || 0 })}
                      min={2}
                      decimalScale={0}
                      error={errors[`multiVehicleDiscounts.${index}.minVehicles`]}
                    />
                    <NumberInput
                      label={f('discount')}
                      value={tier.percent}
                      onChange={(value) => setTier(index, { percent: Number(value) || 0 })}
                      decimalSeparator=","
                      decimalScale={2}
                      suffix=" %"
                      min={0}
                      error={errors[`multiVehicleDiscounts.${index}.percent`]}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('admin_settings.general.remove_tier')}
                      onClick={() =>
                        form.setData(
                          'multiVehicleDiscounts',
                          form.data.multiVehicleDiscounts.filter((_, i) => i !== index)
                        )
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                {errors.multiVehicleDiscounts && (
                  <Text c="red" size="sm">
                    {errors.multiVehicleDiscounts}
                  </Text>
                )}
                <Group>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() =>
                      form.setData('multiVehicleDiscounts', [
                        ...form.data.multiVehicleDiscounts,
                        { minVehicles: 2, percent: 0 },
                      ])
                    }
                  >
                    {t('admin_settings.general.add_tier')}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
            <Text size="sm" c="dimmed">
              {t('admin_settings.general.coefficients_hint', {
                list: Object.entries(coefficients)
                  .map(
                    ([code, permille]) => `${code} ×${(permille / 1000).toLocaleString('it-IT')}`
                  )
                  .join(', '),
              })}
            </Text>
          </Section>

          <Section title={t('admin_settings.general.fees')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {numberField('commissionPercent', { suffix: ' %' })}
              {numberField('vatPercent', { suffix: ' %' })}
              {numberField('quoteValidityDays', { decimals: 0 })}
              {numberField('proMonthlyEuro', { suffix: ' €' })}
            </SimpleGrid>
          </Section>

          <Section
            title={t('admin_settings.general.company')}
            description={t('admin_settings.general.company_hint')}
          >
            <Alert
              color={invoicingReady ? 'green' : 'yellow'}
              variant="light"
              icon={
                invoicingReady ? (
                  <IconCircleCheck size={18} aria-hidden />
                ) : (
                  <IconAlertTriangle size={18} aria-hidden />
                )
              }
            >
              {t(
                invoicingReady
                  ? 'admin_settings.general.invoicing_ready'
                  : 'admin_settings.general.invoicing_missing'
              )}
            </Alert>
            <Fieldset legend={t('admin_settings.general.company_fiscal')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {companyField('legalName', { required: true, maxLength: 150 })}
                {companyField('vatNumber', { maxLength: 16, inputMode: 'numeric' })}
                {companyField('fiscalCode', { maxLength: 20 })}
                <ProvinceSelect
                  label={f('company.reaOffice')}
                  value={form.data.company.reaOffice || null}
                  onChange={(value) => setCompany('reaOffice', value ?? '')}
                  error={errors['company.reaOffice']}
                  disabled={!can.update}
                  clearable
                />
                {companyField('reaNumber', { maxLength: 20 })}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('admin_settings.general.company_office')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {companyField('street', { maxLength: 60, autoComplete: 'street-address' })}
                {companyField('cap', { maxLength: 5, inputMode: 'numeric' })}
                {companyField('city', { maxLength: 60 })}
                <ProvinceSelect
                  label={f('company.province')}
                  value={form.data.company.province || null}
                  onChange={(value) => setCompany('province', value ?? '')}
                  error={errors['company.province']}
                  disabled={!can.update}
                  clearable
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('admin_settings.general.company_contacts')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {companyField('email', { maxLength: 254, type: 'email' })}
                {companyField('pec', { maxLength: 254, type: 'email' })}
                {companyField('phone', { maxLength: 30, type: 'tel' })}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('admin_settings.general.company_bank')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {companyField('iban', { maxLength: 50, spellCheck: false })}
                {companyField('bic', { maxLength: 14, spellCheck: false })}
                {companyField('bankName', { maxLength: 80 })}
              </SimpleGrid>
            </Fieldset>
          </Section>

          <Section title={t('admin_settings.general.card_payments')}>
            <Alert
              color={cardPayments ? 'green' : 'gray'}
              variant="light"
              icon={
                cardPayments ? (
                  <IconCircleCheck size={18} aria-hidden />
                ) : (
                  <IconAlertTriangle size={18} aria-hidden />
                )
              }
              data-testid="card-payments-status"
            >
              {t(
                cardPayments
                  ? 'admin_settings.general.card_payments_on'
                  : 'admin_settings.general.card_payments_off'
              )}
            </Alert>
          </Section>

          <Section title={t('admin_settings.general.maps')}>
            <Text size="sm" c="dimmed">
              {t('admin_settings.general.maps_hint')}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {(['urlTemplate', 'attribution'] as const).map((key) => (
                <TextInput
                  key={key}
                  label={f(`mapTiles.${key}`)}
                  placeholder={
                    key === 'urlTemplate'
                      ? 'https://{s}.tile.example.org/{z}/{x}/{y}.png'
                      : undefined
                  }
                  value={form.data.mapTiles[key]}
                  onChange={(event) =>
                    form.setData('mapTiles', {
                      ...form.data.mapTiles,
                      [key]: event.currentTarget.value,
                    })
                  }
                  maxLength={key === 'urlTemplate' ? 500 : 200}
                  error={errors[`mapTiles.${key}`]}
                  disabled={!can.update}
                  spellCheck={false}
                />
              ))}
            </SimpleGrid>
          </Section>

          {can.update && (
            <Group justify="flex-end">
              <Text size="sm" c="dimmed">
                {t('admin_settings.general.applies_to_new')}
              </Text>
              <Button type="submit" loading={form.processing}>
                {t('admin_settings.general.save')}
              </Button>
            </Group>
          )}

          <Section title={t('admin_settings.general.versions')} gap="sm">
            {versions.length === 0 ? (
              <EmptyState title={t('admin_settings.general.no_versions')} />
            ) : (
              <Table.ScrollContainer minWidth={400}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin_settings.general.version')}</Table.Th>
                      <Table.Th>{t('admin_settings.general.changed_at')}</Table.Th>
                      <Table.Th>{t('admin_settings.general.changed_by')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {versions.map((row) => (
                      <Table.Tr key={row.version}>
                        <Table.Td>{row.version}</Table.Td>
                        <Table.Td>{dateTime(row.createdAt)}</Table.Td>
                        <Table.Td>{row.createdBy ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Section>
        </Stack>
      </form>
    </>
  )
}
