import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { Form, Head, Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { AuthHeader } from '~/features/auth/auth_header'

export default function Login() {
  const t = useT()
  return (
    <>
      <Head title={t('auth.login.title')} />
      <Stack gap="md">
        <AuthHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
        <Form action="/login" method="post" resetOnError={['password']}>
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
                <Anchor component={Link} href="/forgot-password" size="sm">
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
          <Anchor component={Link} href="/register">
            {t('auth.register.title')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
