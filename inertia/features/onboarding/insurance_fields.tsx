import { SimpleGrid, TextInput } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { DateInput } from '~/components/date_inputs'

export type InsuranceValues = {
  insurer: string
  policyNumber: string
  cover: string
  expiresOn: string
}

/**
 * A policy's fields (insurer, number, cover in euros, expiry): the
 * application's insurance step and a carrier's new policy upload.
 */
export function InsuranceFields({
  values,
  errors,
  onChange,
}: {
  values: InsuranceValues
  errors: Partial<Record<keyof InsuranceValues, string>>
  onChange: (field: keyof InsuranceValues, value: string) => void
}) {
  const t = useT()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('onboarding.fields.insurer')}
        value={values.insurer}
        onChange={(event) => onChange('insurer', event.currentTarget.value)}
        maxLength={120}
        required
        error={errors.insurer}
      />
      <TextInput
        label={t('onboarding.fields.policy_number')}
        value={values.policyNumber}
        onChange={(event) => onChange('policyNumber', event.currentTarget.value)}
        maxLength={60}
        required
        error={errors.policyNumber}
      />
      <TextInput
        label={t('onboarding.fields.cover')}
        inputMode="decimal"
        value={values.cover}
        onChange={(event) => onChange('cover', event.currentTarget.value)}
        maxLength={20}
        required
        error={errors.cover}
      />
      <DateInput
        label={t('onboarding.fields.expires_on')}
        value={values.expiresOn || null}
        onChange={(value) => onChange('expiresOn', value ?? '')}
        required
        error={errors.expiresOn}
      />
    </SimpleGrid>
  )
}
