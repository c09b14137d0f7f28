import { PasswordInput } from '@mantine/core'
import { useT } from '~/lib/i18n'

/** New password + confirmation (registration, password reset, profile). */
export function NewPasswordFields({
  errors,
  labelKey = 'auth.fields.new_password',
}: {
  errors: Record<string, string | undefined>
  labelKey?: string
}) {
  const t = useT()
  return (
    <>
      <PasswordInput
        name="password"
        label={t(labelKey)}
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
    </>
  )
}
