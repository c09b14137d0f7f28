import { Grid, Stack, Text, TextInput } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'
import { FormActions } from '~/components/form_actions'

/** Company data form (legal name, P.IVA, codice fiscale, SDI/PEC, registered office, phone). */
export function CompanyForm({
  teamId,
  company,
}: {
  teamId: number
  company: Data.Teams.Team.Variants['forCompany']
}) {
  const t = useT()
  const f = (key: string) => t(`teams.main.fields.${key}`)
  return (
    <Form
      route="teams.company.update"
      routeParams={{ id: teamId }}
      errorBag="company"
      options={{ preserveScroll: true }}
    >
      {({ errors, processing }) => (
        <Stack gap="sm">
          <TextInput
            name="legalName"
            label={f('legal_name')}
            defaultValue={company.legalName ?? ''}
            required
            maxLength={200}
            error={errors.legalName}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                name="vatNumber"
                label={f('vat_number')}
                description={f('vat_number_hint')}
                defaultValue={company.vatNumber ?? ''}
                required
                maxLength={16}
                inputMode="numeric"
                error={errors.vatNumber}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                name="fiscalCode"
                label={f('fiscal_code')}
                description={f('fiscal_code_hint')}
                defaultValue={company.fiscalCode ?? ''}
                maxLength={20}
                autoCapitalize="characters"
                error={errors.fiscalCode}
              />
            </Grid.Col>
          </Grid>
          <Text size="sm" c="dimmed">
            {t('teams.main.e_invoicing')}
          </Text>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                name="sdiCode"
                label={f('sdi_code')}
                description={f('sdi_code_hint')}
                defaultValue={company.sdiCode ?? ''}
                maxLength={7}
                autoCapitalize="characters"
                error={errors.sdiCode}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                name="pec"
                type="email"
                label={f('pec')}
                description={f('pec_hint')}
                defaultValue={company.pec ?? ''}
                maxLength={254}
                error={errors.pec}
              />
            </Grid.Col>
          </Grid>
          <Text fw={600} size="sm" mt="xs">
            {t('teams.main.legal_address')}
          </Text>
          <TextInput
            name="street"
            label={f('street')}
            defaultValue={company.street ?? ''}
            required
            maxLength={200}
            autoComplete="street-address"
            error={errors.street}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
              <TextInput
                name="cap"
                label={f('cap')}
                defaultValue={company.cap ?? ''}
                required
                maxLength={5}
                inputMode="numeric"
                autoComplete="postal-code"
                error={errors.cap}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8, sm: 5 }}>
              <TextInput
                name="city"
                label={f('city')}
                defaultValue={company.city ?? ''}
                required
                maxLength={100}
                autoComplete="address-level2"
                error={errors.city}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <ProvinceSelect
                name="province"
                label={f('province')}
                defaultValue={company.province}
                required
                error={errors.province}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            name="phone"
            type="tel"
            label={f('phone')}
            defaultValue={company.phone ?? ''}
            maxLength={30}
            autoComplete="tel"
            error={errors.phone}
          />
          <FormActions processing={processing} />
        </Stack>
      )}
    </Form>
  )
}
