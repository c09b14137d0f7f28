import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/lib/routes'
import { IconMail } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/** Shown to signed-in users whose e-mail address is not verified yet. */
export default function VerifyEmail({ email }: { email: string }) {
  const t = useT()
  return (
    <>
      <Head title={t('auth.verify.title')} />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconMail size={28} aria-hidden />
          <Title order={1} size="h2">
            {t('auth.verify.title')}
          </Title>
        </Group>
        <Text size="sm">{t('auth.verify.intro', { email })}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.verify.not_received')}
        </Text>
        <Form noValidate route="verification.send">
          {({ processing }) => (
            <Button type="submit" loading={processing} fullWidth>
              {t('auth.verify.resend')}
            </Button>
          )}
        </Form>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} route="profile.show" size="sm">
            {t('auth.verify.change_email')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => router.post(urlFor('session.destroy'))}
          >
            {t('nav.logout')}
          </Anchor>
        </Group>
      </Stack>
    </>
  )
}
