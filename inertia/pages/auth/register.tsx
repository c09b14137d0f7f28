import { Anchor, Checkbox, Radio, Group, Stack, Text, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from '~/features/auth/new_password_fields'
import { AuthHeader } from '~/features/auth/auth_header'
import { AuthSubmit, EmailInput, FullNameInput } from '~/features/auth/account_fields'

/** `kind` comes from ?kind=dealer|transporter (links on the welcome page). */
export default function Register({
  kind = 'dealer',
  joiningTeam = false,
}: {
  kind?: 'dealer' | 'transporter'
  joiningTeam?: boolean
}) {
  const t = useT()
  return (
    <>
      <Head title={t('auth.register.title')} />
      <Stack gap="md">
        <AuthHeader
          title={t('auth.register.title')}
          subtitle={t(joiningTeam ? 'auth.register.subtitle_invitation' : 'auth.register.subtitle')}
        />
        <Form noValidate route="register.store" resetOnError={NEW_PASSWORD_FIELDS}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              {!joiningTeam && (
                <>
                  <Radio.Group
                    name="kind"
                    label={t('auth.register.kind')}
                    defaultValue={kind}
                    error={errors.kind}
                  >
                    <Group mt={4}>
                      <Radio value="dealer" label={t('auth.register.kind_dealer')} />
                      <Radio value="transporter" label={t('auth.register.kind_transporter')} />
                    </Group>
                  </Radio.Group>
                  <TextInput
                    name="companyName"
                    label={t('auth.fields.company_name')}
                    maxLength={120}
                    required
                    error={errors.companyName}
                  />
                </>
              )}
              <FullNameInput error={errors.fullName} />
              <EmailInput error={errors.email} />
              <NewPasswordFields errors={errors} labelKey="auth.fields.password" />
              <Checkbox
                name="terms"
                value="true"
                error={errors.terms}
                label={
                  <>
                    {t('auth.register.accept')}{' '}
                    <Anchor component={Link} route="site.terms" target="_blank">
                      {t('site.footer.terms')}
                    </Anchor>{' '}
                    ·{' '}
                    <Anchor component={Link} route="site.privacy" target="_blank">
                      {t('site.footer.privacy')}
                    </Anchor>
                  </>
                }
              />
              <AuthSubmit processing={processing} label={t('auth.register.submit')} />
            </Stack>
          )}
        </Form>
        <Text size="sm" ta="center">
          {t('auth.register.have_account')}{' '}
          <Anchor component={Link} route="session.create">
            {t('auth.login.title')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
