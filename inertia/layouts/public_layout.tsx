import { Anchor, Box, Button, Container, Group } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import { Logo } from '~/components/logo'
import { FlashMessages } from '~/components/flash_messages'
import { LanguageSwitch } from '~/components/language_switch'
import { SiteFooter } from '~/components/site_footer'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

/** Public pages: welcome, privacy, terms, error pages. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const { props } = usePage<SharedProps>()
  const t = useT()
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <FlashMessages />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              route="site.welcome"
              underline="never"
              aria-label={props.appName}
            >
              <Logo name={props.appName} />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              {props.auth ? (
                <>
                  <Button component={Link} route="site.home" size="sm" visibleFrom="xs">
                    {t('nav.go_to_dashboard')}
                  </Button>
                  <Button component={Link} route="site.home" size="sm" hiddenFrom="xs">
                    {t('nav.dashboard')}
                  </Button>
                </>
              ) : (
                <>
                  <Button component={Link} route="session.create" variant="subtle" size="sm">
                    {t('auth.login.title')}
                  </Button>
                  <Button component={Link} route="register.create" size="sm" visibleFrom="xs">
                    {t('auth.register.title')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <Box component="footer" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <SiteFooter appName={props.appName} />
      </Box>
    </Box>
  )
}
