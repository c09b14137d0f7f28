import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconCheck } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/** Public: the application was submitted. */
export default function OnboardingThankYou({ token, email }: { token: string; email: string }) {
  const t = useT()
  return (
    <Container size="sm" py="xl">
      <Head title={t('onboarding.thank_you.title')} />
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCheck size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('onboarding.thank_you.title')}
          </Title>
          <Text>{t('onboarding.thank_you.body', { email })}</Text>
          <Button
            component={Link}
            route="onboarding.show"
            routeParams={{ token }}
            variant="default"
          >
            {t('onboarding.thank_you.view')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
