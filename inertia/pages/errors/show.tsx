import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'

export default function ErrorPage({ status }: { status: number }) {
  const t = useT()
  const key = status === 404 || status === 403 ? String(status) : '500'
  return (
    <>
      <Head title={t(`errors.${key}.title`)} />
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <Text size="64px" fw={800} c="gray.4">
            {status}
          </Text>
          <Title order={1} size="h2" ta="center">
            {t(`errors.${key}.title`)}
          </Title>
          <Text c="dimmed" ta="center">
            {t(`errors.${key}.description`)}
          </Text>
          <Button component={Link} route="site.home" mt="md">
            {t('errors.back_home')}
          </Button>
        </Stack>
      </Container>
    </>
  )
}
