import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

type LeadForm = {
  kind: string
  companyName: string
  vatNumber: string
  contactName: string
  email: string
  phone: string
  volume: string
  message: string
  privacy: boolean
  website: string
  formToken: string
}

const VOLUMES = ['1_5', '6_20', '21_50', 'over_50'] as const

/**
 * Public → Contact: a company interested in the platform leaves its contacts
 * (staff call back). A hidden field and the form's time keep scripts out.
 */
export default function LeadCreate({
  formToken,
  kind,
}: {
  formToken: string
  kind: string | null
}) {
  const t = useT()
  const form = useForm<LeadForm>({
    kind: kind ?? 'dealer',
    companyName: '',
    vatNumber: '',
    contactName: '',
    email: '',
    phone: '',
    volume: '',
    message: '',
    privacy: false,
    website: '',
    formToken,
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`leads.fields.${key}`)
  const text = (
    key: 'companyName' | 'vatNumber' | 'contactName' | 'email' | 'phone',
    extra = {}
  ) => (
    <TextInput
      label={f(key)}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      {...extra}
    />
  )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    /* a fresh token comes with the page shown again after an error */
    form.transform((data) => ({ ...data, formToken }))
    form.post(urlFor('leads.store'))
  }
  return (
    <>
      <Head title={t('leads.public.title')}>
        {/* eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key */}
        <meta name="description" head-key="description" content={t('leads.public.description')} />
      </Head>
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1}>{t('leads.public.title')}</Title>
            <Text c="dimmed">{t('leads.public.description')}</Text>
          </div>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <div>
                  <Text size="sm" fw={500} mb={4} id="lead-kind">
                    {f('kind')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="lead-kind"
                    fullWidth
                    value={form.data.kind}
                    onChange={(value) => form.setData('kind', value)}
                    data={[
                      { value: 'dealer', label: t('leads.kinds.dealer') },
                      { value: 'transporter', label: t('leads.kinds.transporter') },
                    ]}
                  />
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('companyName', {
                    required: true,
                    maxLength: 200,
                    autoComplete: 'organization',
                  })}
                  {text('vatNumber', { maxLength: 16, description: f('vat_help') })}
                  {text('contactName', { required: true, maxLength: 120, autoComplete: 'name' })}
                  {text('email', {
                    required: true,
                    type: 'email',
                    maxLength: 254,
                    autoComplete: 'email',
                  })}
                  {text('phone', { type: 'tel', maxLength: 30, autoComplete: 'tel' })}
                  <Select
                    label={f('volume')}
                    placeholder={t('leads.fields.volume_placeholder')}
                    data={VOLUMES.map((value) => ({ value, label: t(`leads.volumes.${value}`) }))}
                    value={form.data.volume || null}
                    onChange={(value) => form.setData('volume', value ?? '')}
                    error={errors.volume}
                    required
                    allowDeselect={false}
                  />
                </SimpleGrid>
                <Textarea
                  label={f('message')}
                  value={form.data.message}
                  onChange={(event) => form.setData('message', event.currentTarget.value)}
                  error={errors.message}
                  autosize
                  minRows={3}
                  maxLength={2000}
                />
                {/* people do not see this field; a script filling it is thanked and forgotten */}
                <div
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    left: '-10000px',
                    top: 'auto',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                  }}
                >
                  <label htmlFor="lead-website">Website</label>
                  <input
                    id="lead-website"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={form.data.website}
                    onChange={(event) => form.setData('website', event.currentTarget.value)}
                  />
                </div>
                <Checkbox
                  checked={form.data.privacy}
                  onChange={(event) => form.setData('privacy', event.currentTarget.checked)}
                  error={errors.privacy}
                  label={
                    <>
                      {t('leads.fields.privacy')}{' '}
                      <Anchor component={Link} route="site.privacy" target="_blank" inherit>
                        {t('leads.fields.privacy_link')}
                      </Anchor>
                    </>
                  }
                />
                {errors.formToken && (
                  <Alert color="orange" role="alert">
                    {errors.formToken}
                  </Alert>
                )}
                <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
                  {t('leads.public.send')}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Stack>
      </Container>
    </>
  )
}
