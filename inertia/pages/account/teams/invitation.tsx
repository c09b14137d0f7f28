import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { InvitationProblem as Problem } from '#teams/actions/accept_invitation'
import { urlFor } from '~/lib/routes'
import { IconMailX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import PublicLayout from '~/layouts/public_layout'
import { useT } from '~/lib/i18n'

/** Why an invitation link cannot be used, in plain words, with the next step. */
export default function InvitationProblem({
  problem,
  teamName,
  signedIn,
  email,
}: {
  problem: Problem
  teamName: string | null
  signedIn: boolean
  email: string | null
}) {
  const t = useT()
  return (
    <>
      <Head title={t('teams.invitation.title')} />
      <Container size="sm" py={64}>
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconMailX size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {t('teams.invitation.title')}
          </Title>
          <Text ta="center" c="dimmed" role="alert">
            {t(`teams.invitation.${problem}`, { email: email ?? '', team: teamName ?? '' })}
          </Text>
          <Group justify="center" mt="sm">
            {signedIn ? (
              <>
                <Button component={Link} route="site.home">
                  {t('teams.invitation.home')}
                </Button>
                {problem === 'email_mismatch' && (
                  <Button variant="default" onClick={() => router.post(urlFor('session.destroy'))}>
                    {t('teams.invitation.logout')}
                  </Button>
                )}
              </>
            ) : (
              <Button component={Link} route="session.create">
                {t('teams.invitation.login')}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </>
  )
}

/* Reachable by guests too: the public frame, not the signed-in menu. */
InvitationProblem.layout = (page: ReactNode) => <PublicLayout>{page}</PublicLayout>
