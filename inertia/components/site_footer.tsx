import { Anchor, Container, Group, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'

export function SiteFooter({ appName }: { appName: string }) {
  const t = useT()
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {appName}
        </Text>
        <Group gap="md">
          <Anchor component={Link} route="site.welcome" size="sm" c="dimmed">
            {t('site.footer.home')}
          </Anchor>
          <Anchor component={Link} route="leads.create" size="sm" c="dimmed">
            {t('site.footer.contact')}
          </Anchor>
          <Anchor component={Link} route="changelog.index" size="sm" c="dimmed">
            {t('site.footer.changelog')}
          </Anchor>
          <Anchor component={Link} route="site.privacy" size="sm" c="dimmed">
            {t('site.footer.privacy')}
          </Anchor>
          <Anchor component={Link} route="site.terms" size="sm" c="dimmed">
            {t('site.footer.terms')}
          </Anchor>
        </Group>
      </Group>
    </Container>
  )
}
