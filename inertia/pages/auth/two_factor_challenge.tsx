import { useState } from 'react'
import { Anchor, Stack, Text, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { AuthHeader } from '~/features/auth/auth_header'
import { AuthSubmit } from '~/features/auth/account_fields'

/** Second sign-in step: authenticator code, or one of the recovery codes. */
export default function TwoFactorChallenge() {
  const t = useT()
  const [useRecovery, setUseRecovery] = useState(false)
  return (
    <>
      <Head title={t('auth.two_factor.title')} />
      <Stack gap="md">
        <AuthHeader
          title={t('auth.two_factor.title')}
          subtitle={
            useRecovery ? t('auth.two_factor.recovery_subtitle') : t('auth.two_factor.subtitle')
          }
        />
        <Form
          noValidate
          route="two_factor.challenge.store"
          resetOnError
          key={useRecovery ? 'recovery' : 'code'}
        >
          {({ errors, processing }) => (
            <Stack gap="sm">
              {useRecovery ? (
                <TextInput
                  name="recoveryCode"
                  label={t('auth.two_factor.recovery_code')}
                  autoComplete="one-time-code"
                  maxLength={50}
                  required
                  autoFocus
                  error={errors.recoveryCode}
                />
              ) : (
                <TextInput
                  name="code"
                  label={t('auth.two_factor.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={20}
                  required
                  autoFocus
                  error={errors.code}
                />
              )}
              <AuthSubmit processing={processing} label={t('auth.two_factor.submit')} />
            </Stack>
          )}
        </Form>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setUseRecovery((value) => !value)}
        >
          {useRecovery ? t('auth.two_factor.use_code') : t('auth.two_factor.use_recovery')}
        </Anchor>
        <Text size="sm" ta="center">
          <Anchor component={Link} route="session.create">
            {t('auth.forgot.back_to_login')}
          </Anchor>
        </Text>
      </Stack>
    </>
  )
}
