import { Button, Group, PasswordInput, Stack } from '@mantine/core'
import { Form } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { FORM_OPTIONS } from '~/features/profile/types'

/** Change the password: current one, new one and its confirmation. */
export function UpdatePasswordForm() {
  const t = useT()
  return (
    <Form
      action="/user/password"
      method="put"
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
          <Group justify="flex-end">
            <Button type="submit" loading={processing}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Form>
  )
}
