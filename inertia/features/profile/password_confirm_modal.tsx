import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import { CurrentPasswordInput } from '~/features/auth/account_fields'
import { FORM_OPTIONS } from '~/features/profile/form_options'

/** A profile action confirmed with the password in a modal (its own error bag). */
export function PasswordConfirmModal({
  opened,
  onClose,
  title,
  text,
  route,
  errorBag,
  danger,
  onSuccess,
}: {
  opened: boolean
  onClose: () => void
  /** The modal's title, also the submit button's label. */
  title: string
  text: string
  route: 'other_browser_sessions.destroy' | 'current_user.destroy'
  errorBag: string
  danger?: boolean
  onSuccess?: () => void
}) {
  const t = useT()
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Form
        noValidate
        route={route}
        errorBag={errorBag}
        options={FORM_OPTIONS}
        resetOnError
        onSuccess={onSuccess}
      >
        {({ errors, processing }) => (
          <Stack gap="sm">
            <Text size="sm">{text}</Text>
            <CurrentPasswordInput error={errors.password} autoFocus />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color={danger ? 'red' : undefined} loading={processing}>
                {title}
              </Button>
            </Group>
          </Stack>
        )}
      </Form>
    </Modal>
  )
}
