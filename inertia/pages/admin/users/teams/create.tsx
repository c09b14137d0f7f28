import { Grid, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { FormActions } from '~/components/form_actions'
import { ProvinceSelect } from '~/components/province_select'

const TEXT_FIELDS = [
  ['legalName', 200],
  ['vatNumber', 16],
  ['fiscalCode', 20],
  ['pec', 254],
  ['phone', 30],
  ['street', 200],
  ['cap', 5],
  ['city', 100],
] as const

/** Admin → Users → new company: its data and the e-mail of its owner, who is invited. */
export default function AdminCompanyCreate({ kind }: { kind: 'dealer' | 'transporter' }) {
  const t = useT()
  const form = useForm({
    kind: kind as string,
    name: '',
    legalName: '',
    vatNumber: '',
    fiscalCode: '',
    pec: '',
    phone: '',
    street: '',
    cap: '',
    city: '',
    province: '',
    ownerEmail: '',
    locale: 'it',
  })
  const errors = form.errors as Record<string, string | undefined>
  return (
    <>
      <Head title={t('users_admin.create.title')} />
      <PageHeader
        title={t('users_admin.create.title')}
        description={t('users_admin.create.description')}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.transform((data) =>
            Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''))
          )
          form.post(urlFor('admin.users.teams.store'))
        }}
      >
        <Stack gap="md" maw={760}>
          <Section title={t('users_admin.create.company')}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('users_admin.create.kind')}
              </Text>
              <SegmentedControl
                value={form.data.kind}
                onChange={(value) => form.setData('kind', value)}
                data={['dealer', 'transporter'].map((value) => ({
                  value,
                  label: t(`users_admin.kinds.${value}`),
                }))}
              />
            </Stack>
            <TextInput
              label={t('users_admin.fields.name')}
              value={form.data.name}
              onChange={(event) => form.setData('name', event.currentTarget.value)}
              error={errors.name}
              maxLength={255}
              required
            />
            <Grid>
              {TEXT_FIELDS.map(([field, max]) => (
                <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t(`users_admin.fields.${field}`)}
                    value={form.data[field]}
                    onChange={(event) => form.setData(field, event.currentTarget.value)}
                    error={errors[field]}
                    maxLength={max}
                  />
                </Grid.Col>
              ))}
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ProvinceSelect
                  label={t('users_admin.fields.province')}
                  value={form.data.province || null}
                  onChange={(value) => form.setData('province', value ?? '')}
                  error={errors.province}
                />
              </Grid.Col>
            </Grid>
          </Section>
          <Section
            title={t('users_admin.create.owner')}
            description={t('users_admin.create.owner_description')}
          >
            <TextInput
              type="email"
              label={t('users_admin.fields.ownerEmail')}
              value={form.data.ownerEmail}
              onChange={(event) => form.setData('ownerEmail', event.currentTarget.value)}
              error={errors.ownerEmail}
              maxLength={254}
              required
            />
            <Select
              label={t('users_admin.fields.locale')}
              data={[
                { value: 'it', label: t('users_admin.locales.it') },
                { value: 'en', label: t('users_admin.locales.en') },
              ]}
              value={form.data.locale}
              onChange={(value) => form.setData('locale', value ?? 'it')}
              allowDeselect={false}
              error={errors.locale}
            />
          </Section>
          <FormActions processing={form.processing} label={t('users_admin.create.submit')} />
        </Stack>
      </form>
    </>
  )
}
