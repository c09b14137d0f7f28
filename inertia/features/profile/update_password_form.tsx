import { PasswordInput, Stack } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { FORM_OPTIONS } from '~/features/profile/form_options'
import { NewPasswordFields } from '~/features/auth/new_password_fields'
import { FormActions } from '~/components/form_actions'

/** Change the password: current one, new one and its confirmation. */
export function UpdatePasswordForm() {
  const t = useT()
  return (
    <Form
      noValidate
      route="user_password.update"
      errorBag="updatePassword"
      options={FORM_OPTIONS}
      resetOnSuccess
      resetOnError
    >
      {({ errors, processing }) => (
        <Stack gap="sm">
          <PasswordInput
            name="currentPassword"
            label={t('profile.password.current')}
            autoComplete="current-password"
            maxLength={200}
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} />
          <FormActions processing={processing} align="end" />
        </Stack>
      )}
    </Form>
  )
}
