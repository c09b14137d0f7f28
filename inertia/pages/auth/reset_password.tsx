import { Stack, Text, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from '~/features/auth/new_password_fields'
import { AuthHeader } from '~/features/auth/auth_header'
import { AuthSubmit } from '~/features/auth/account_fields'

/** New password from the link of the reset e-mail. */
export default function ResetPassword({ token, email }: { token: string; email: string }) {
  const t = useT()
  return (
    <>
      <Head title={t('auth.reset.title')} />
      <Stack gap="md">
        <AuthHeader title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
        <Form noValidate route="password.update" resetOnError={NEW_PASSWORD_FIELDS}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              <input type="hidden" name="token" value={token} />
              <TextInput
                label={t('auth.fields.email')}
                value={email}
                readOnly
                autoComplete="username"
              />
              {errors.token && (
                <Text c="red" size="sm" role="alert">
                  {errors.token}
                </Text>
              )}
              <NewPasswordFields errors={errors} />
              <AuthSubmit processing={processing} label={t('auth.reset.submit')} />
            </Stack>
          )}
        </Form>
      </Stack>
    </>
  )
}
