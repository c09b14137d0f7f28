import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Head, Link, router } from '@inertiajs/react'
import { IconMailX } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import PublicLayout from '~/layouts/public_layout'
import { useT } from '~/lib/i18n'

type Problem = 'not_found' | 'already_used' | 'expired' | 'email_mismatch' | 'already_member'

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
                <Button component={Link} href="/home">
                  {t('teams.invitation.home')}
                </Button>
                {problem === 'email_mismatch' && (
                  <Button variant="default" onClick={() => router.post('/logout')}>
                    {t('teams.invitation.logout')}
                  </Button>
                )}
              </>
            ) : (
              <Button component={Link} href="/login">
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
