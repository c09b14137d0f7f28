import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { Form, Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

/** New password from the link of the reset e-mail. */
export default function ResetPassword({ token, email }: { token: string; email: string }) {
  const t = useT()
  return (
    <>
      <Head title={t('auth.reset.title')} />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('auth.reset.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('auth.reset.subtitle')}
          </Text>
        </div>
        <Form action="/reset-password" method="post" resetOnError={['password', 'password_confirmation']}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              <input type="hidden" name="token" value={token} />
              <TextInput label={t('auth.fields.email')} value={email} readOnly autoComplete="username" />
              {errors.token && (
                <Text c="red" size="sm" role="alert">
                  {errors.token}
                </Text>
              )}
              <PasswordInput
                name="password"
                label={t('auth.fields.new_password')}
                description={t('auth.fields.password_hint')}
                autoComplete="new-password"
                maxLength={200}
                required
                error={errors.password}
              />
              <PasswordInput
                name="password_confirmation"
                label={t('auth.fields.password_confirmation')}
                autoComplete="new-password"
                maxLength={200}
                required
                error={errors.password_confirmation}
              />
              <Button type="submit" loading={processing} fullWidth>
                {t('auth.reset.submit')}
              </Button>
            </Stack>
          )}
        </Form>
      </Stack>
    </>
  )
}
