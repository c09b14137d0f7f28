import { Grid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { ProvinceSelect } from '~/components/province_select'
import { FormActions } from '~/components/form_actions'

type Company = Data.Teams.Team.Variants['forCompany']
type TextField =
  'legalName' | 'vatNumber' | 'fiscalCode' | 'sdiCode' | 'pec' | 'street' | 'cap' | 'city' | 'phone'

/** Company data form (legal name, P.IVA, codice fiscale, SDI/PEC, registered office, phone). */
export function CompanyForm({
  teamId,
  company,
  returnTo,
}: {
  teamId: number
  company: Company
  /** Settings → Billing shows the same form and wants the browser back there */
  returnTo?: 'billing'
}) {
  const t = useT()
  const f = (key: string) => t(`teams.main.fields.${key}`)
  return (
    <Form
      noValidate
      route="teams.company.update"
      routeParams={{ id: teamId }}
      errorBag="company"
      options={{ preserveScroll: true }}
    >
      {({ errors, processing }) => {
        /** A text input of one company field; its label is `teams.main.fields.<label>`. */
        const text = (name: TextField, label: string, props: TextInputProps) => (
          <TextInput
            name={name}
            label={f(label)}
            defaultValue={company[name] ?? ''}
            error={errors[name]}
            {...props}
          />
        )
        return (
          <Stack gap="sm">
            {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
            {text('legalName', 'legal_name', { required: true, maxLength: 200 })}
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                {text('vatNumber', 'vat_number', {
                  description: f('vat_number_hint'),
                  required: true,
                  maxLength: 16,
                  inputMode: 'numeric',
                })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                {text('fiscalCode', 'fiscal_code', {
                  description: f('fiscal_code_hint'),
                  maxLength: 20,
                  autoCapitalize: 'characters',
                })}
              </Grid.Col>
            </Grid>
            <Text size="sm" c="dimmed">
              {t('teams.main.e_invoicing')}
            </Text>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                {text('sdiCode', 'sdi_code', {
                  description: f('sdi_code_hint'),
                  maxLength: 7,
                  autoCapitalize: 'characters',
                })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                {text('pec', 'pec', { type: 'email', description: f('pec_hint'), maxLength: 254 })}
              </Grid.Col>
            </Grid>
            <Text fw={600} size="sm" mt="xs">
              {t('teams.main.legal_address')}
            </Text>
            {text('street', 'street', {
              required: true,
              maxLength: 200,
              autoComplete: 'street-address',
            })}
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 4, sm: 3 }}>
                {text('cap', 'cap', {
                  required: true,
                  maxLength: 5,
                  inputMode: 'numeric',
                  autoComplete: 'postal-code',
                })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 8, sm: 5 }}>
                {text('city', 'city', {
                  required: true,
                  maxLength: 100,
                  autoComplete: 'address-level2',
                })}
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
            {text('phone', 'phone', { type: 'tel', maxLength: 30, autoComplete: 'tel' })}
            <FormActions processing={processing} />
          </Stack>
        )
      }}
    </Form>
  )
}
