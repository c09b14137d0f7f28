import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { AuthHeader } from '~/features/auth/auth_header'

export default function Login() {
  const t = useT()
  return (
    <>
      <Head title={t('auth.login.title')} />
      <Stack gap="md">
        <AuthHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
        <Form route="session.store" resetOnError={['password']}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              <TextInput
                name="email"
                type="email"
                label={t('auth.fields.email')}
                autoComplete="username"
                maxLength={254}
                required
                error={errors.email}
              />
              <PasswordInput
                name="password"
                label={t('auth.fields.password')}
                autoComplete="current-password"
                maxLength={200}
                required
                error={errors.password}
              />
              <Group justify="flex-end">
                <Anchor component={Link} route="password.request" size="sm">
                  {t('auth.login.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" loading={processing} fullWidth>
                {t('auth.login.submit')}
              </Button>
            </Stack>
          )}
        </Form>
        <Text size="sm" ta="center">
          {t('auth.login.no_account')}{' '}
          <Anchor component={Link} route="register.create">
            {t('auth.register.title')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
