import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

/**
 * A referent's link that can no longer be used: already used (right after
 * answering, with the thanks) or expired. Nothing was changed.
 */
export default function ProofLink({
  reason,
}: {
  reason: 'used' | 'expired'
  stage: 'pickup' | 'delivery'
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const thanked = reason === 'used' && !!props.flash?.success
  const title = thanked ? t('proofs.link.done_title') : t(`proofs.link.${reason}_title`)
  return (
    <Container size="sm" py="xl" px="sm">
      <Head title={title} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{thanked ? props.flash!.success : t(`proofs.link.${reason}_body`)}</Text>
          <Button component={Link} route="site.welcome" variant="light" w="fit-content">
            {t('proofs.link.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
