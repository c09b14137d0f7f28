import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconCheck } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/** Public → Contact → thank you: what happens next. */
export default function LeadThankYou() {
  const t = useT()
  return (
    <>
      <Head title={t('leads.thank_you.title')} />
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="md" align="flex-start">
            <ThemeIcon color="green" size="xl" radius="xl" variant="light">
              <IconCheck aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('leads.thank_you.title')}
            </Title>
            <Text>{t('leads.thank_you.text')}</Text>
            <Button component={Link} route="site.welcome" variant="default">
              {t('leads.thank_you.home')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  )
}
