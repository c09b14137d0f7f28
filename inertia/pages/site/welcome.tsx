import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Head, Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

export default function Welcome() {
  const t = useT()
  return (
    <>
      <Head title={t('site.welcome.title')} />
      <Container size="lg" py={60}>
        <Stack gap="md" maw={720}>
          <Title order={1}>{t('site.welcome.headline')}</Title>
          <Text size="lg" c="dimmed">
            {t('site.welcome.lead')}
          </Text>
          <Group>
            <Button component={Link} href="/register" size="md">
              {t('site.welcome.cta_register')}
            </Button>
            <Button component={Link} href="/login" size="md" variant="default">
              {t('auth.login.title')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  )
}
