import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { IconMailCheck } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { AuthHeader } from '~/features/auth/auth_header'
import { AuthSubmit, EmailInput } from '~/features/auth/account_fields'

/** "Forgot your password?": always the same neutral confirmation. */
export default function ForgotPassword({ status }: { status: string | null }) {
  const t = useT()
  return (
    <>
      <Head title={t('auth.forgot.title')} />
      <Stack gap="md">
        <AuthHeader title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
        {status && (
          <Alert color="green" icon={<IconMailCheck size={18} />} role="status">
            {status}
          </Alert>
        )}
        <Form noValidate route="password.email">
          {({ errors, processing }) => (
            <Stack gap="sm">
              <EmailInput error={errors.email} />
              <AuthSubmit processing={processing} label={t('auth.forgot.submit')} />
            </Stack>
          )}
        </Form>
        <Text size="sm" ta="center">
          <Anchor component={Link} route="session.create">
            {t('auth.forgot.back_to_login')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
