import { Button, PasswordInput, TextInput } from '@mantine/core'
import { useT } from '~/lib/i18n'

/** The person's full name (registration, profile, settings). */
export function FullNameInput({
  label,
  defaultValue,
  error,
}: {
  label?: string
  defaultValue?: string
  error?: string
}) {
  const t = useT()
  return (
    <TextInput
      name="fullName"
      label={label ?? t('auth.fields.full_name')}
      defaultValue={defaultValue}
      autoComplete="name"
      maxLength={120}
      required
      error={error}
    />
  )
}

/** The account's e-mail address (`username` where it signs in). */
export function EmailInput({
  autoComplete = 'email',
  defaultValue,
  description,
  error,
}: {
  autoComplete?: 'email' | 'username'
  defaultValue?: string
  description?: string
  error?: string
}) {
  const t = useT()
  return (
    <TextInput
      name="email"
      type="email"
      label={t('auth.fields.email')}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      maxLength={254}
      required
      description={description}
      error={error}
    />
  )
}

/** The current password (sign-in and every confirmation of a sensitive action). */
export function CurrentPasswordInput({
  error,
  autoFocus,
}: {
  error?: string
  autoFocus?: boolean
}) {
  const t = useT()
  return (
    <PasswordInput
      name="password"
      label={t('auth.fields.password')}
      autoComplete="current-password"
      maxLength={200}
      required
      data-autofocus={autoFocus || undefined}
      error={error}
    />
  )
}

/** The full-width submit button of an auth page. */
export function AuthSubmit({ processing, label }: { processing: boolean; label: string }) {
  return (
    <Button type="submit" loading={processing} fullWidth>
      {label}
    </Button>
  )
}
