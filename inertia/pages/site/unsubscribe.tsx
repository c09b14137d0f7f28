import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconMailOff, IconLinkOff } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/** The signed unsubscribe link of a notification e-mail: done, or refused (tampered link). */
export default function Unsubscribe({
  done,
  email,
  type,
}: {
  done: boolean
  email: string | null
  type: string | null
}) {
  const t = useT()
  const title = done
    ? t('notifications.unsubscribe.title')
    : t('notifications.unsubscribe.invalid_title')
  return (
    <>
      <Head title={title} />
      <Paper withBorder p="lg" radius="md" maw={560} mx="auto">
        <Stack gap="md" align="flex-start">
          {done ? <IconMailOff size={32} aria-hidden /> : <IconLinkOff size={32} aria-hidden />}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {done
              ? t('notifications.unsubscribe.done', {
                  type: t(`settings.notifications.types.${type}.label`),
                  email: email ?? '',
                })
              : t('notifications.unsubscribe.invalid')}
          </Text>
          <Button component={Link} route="settings.notifications" variant="default">
            {t('notifications.unsubscribe.settings')}
          </Button>
        </Stack>
      </Paper>
    </>
  )
}
