import { Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import { IconShieldLock } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { AuthSubmit, CurrentPasswordInput } from '~/features/auth/account_fields'
import { AuthHeader } from '~/features/auth/auth_header'

/** Re-type the password before sensitive settings (valid for 3 hours). */
export default function ConfirmPassword() {
  const t = useT()
  return (
    <>
      <Head title={t('auth.confirm.title')} />
      <Stack gap="md">
        <AuthHeader
          title={
            <>
              <IconShieldLock
                size={24}
                aria-hidden
                style={{ verticalAlign: 'middle', marginRight: 8 }}
              />
              {t('auth.confirm.title')}
            </>
          }
          subtitle={t('auth.confirm.subtitle')}
        />
        <Form noValidate route="password.confirm.store" resetOnError={['password']}>
          {({ errors, processing }) => (
            <Stack gap="sm">
              <CurrentPasswordInput error={errors.password} autoFocus />
              <AuthSubmit processing={processing} label={t('auth.confirm.submit')} />
            </Stack>
          )}
        </Form>
      </Stack>
    </>
  )
}
