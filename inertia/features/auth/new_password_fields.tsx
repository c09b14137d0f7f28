import { PasswordInput } from '@mantine/core'
import { useT } from '~/lib/i18n'

/**
 * The fields a form with a new password clears after a failed submission.
 * `password_confirmation` is read by the validator's `confirmed()` rule, so
 * the route's body type does not list it: the cast keeps the Form's type.
 */
export const NEW_PASSWORD_FIELDS = ['password', 'password_confirmation'] as unknown as ['password']

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
