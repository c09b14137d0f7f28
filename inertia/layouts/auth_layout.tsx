import { Anchor, Box, Center, Container, Group, Paper, Stack } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { ReactNode } from 'react'
import { Logo } from '~/components/logo'
import { FlashMessages } from '~/components/flash_messages'
import { LanguageSwitch } from '~/components/language_switch'
import { SiteFooter } from '~/components/site_footer'
import type { SharedProps } from '~/lib/types'

/** Sign-in, registration and the other account-security pages. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const { props } = usePage<SharedProps>()
  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'md', sm: 48 }}>
      <FlashMessages />
      <Container size={460} px="md">
        <Stack gap="lg">
          <Group justify="space-between">
            <Anchor
              component={Link}
              route="site.welcome"
              underline="never"
              aria-label={props.appName}
            >
              <Logo name={props.appName} />
            </Anchor>
            <LanguageSwitch />
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
            {children}
          </Paper>
          <Center>
            <SiteFooter appName={props.appName} />
          </Center>
        </Stack>
      </Container>
    </Box>
  )
}
