import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { FORM_OPTIONS } from '~/features/profile/form_options'
import { EmailInput, FullNameInput } from '~/features/auth/account_fields'

/** Name and e-mail (a new e-mail must be verified again). */
export function ProfileInformationForm({
  profile,
}: {
  profile: Data.Identity.User.Variants['forProfile']
}) {
  const t = useT()
  return (
    <Form
      noValidate
      route="user_profile_information.update"
      errorBag="updateProfileInformation"
      options={FORM_OPTIONS}
    >
      {({ errors, processing, recentlySuccessful }) => (
        <Stack gap="sm">
          <FullNameInput defaultValue={profile.fullName} error={errors.fullName} />
          <EmailInput
            defaultValue={profile.email}
            description={t('profile.information.email_hint')}
            error={errors.email}
          />
          {!profile.emailVerified && (
            <Alert color="yellow" role="status">
              {t('profile.information.unverified')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {recentlySuccessful && (
              <Text size="sm" c="dimmed" role="status">
                {t('common.saved')}
              </Text>
            )}
            <Button type="submit" loading={processing}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Form>
  )
}
