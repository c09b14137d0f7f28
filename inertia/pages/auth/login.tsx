import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { AuthHeader } from '~/features/auth/auth_header'
import { AuthSubmit, CurrentPasswordInput, EmailInput } from '~/features/auth/account_fields'

export default function Login() {
  const t = useT()
  return (
    <>
      <Head title={t('auth.login.title')} />
      <Stack gap="md">
        <AuthHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
        <Form noValidate route="session.store" resetOnError={['password']}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              <EmailInput autoComplete="username" error={errors.email} />
              <CurrentPasswordInput error={errors.password} />
              <Group justify="flex-end">
                <Anchor component={Link} route="password.request" size="sm">
                  {t('auth.login.forgot')}
                </Anchor>
              </Group>
              <AuthSubmit processing={processing} label={t('auth.login.submit')} />
            </Stack>
          )}
        </Form>
        <Text size="sm" ta="center">
          {t('auth.login.no_account')}{' '}
          <Anchor component={Link} route="register.create">
            {t('auth.register.title')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} route="onboarding.create">
            {t('onboarding.public.login_cta')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
