import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { StateBadge } from '~/features/onboarding/state_badge'
import { ApplicationSummary } from '~/features/onboarding/application_summary'

const COLORS: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
}

/** Public, by the private link: the applicant's read-only view with its review state. */
export default function OnboardingShow({
  token,
  application,
  documents,
  catalogue,
}: {
  token: string
  application: Data.Onboarding.Application
  documents: Data.Onboarding.ApplicationDocument[]
  catalogue: Data.Teams.ServicesCatalogue
}) {
  const t = useT()
  return (
    <Container size="md" py="xl">
      <Head title={t('onboarding.show.title')} />
      <PageHeader
        title={t('onboarding.show.title')}
        description={application.legalName}
        actions={<StateBadge state={application.state} />}
      />
      <Stack gap="md">
        <Alert color={COLORS[application.state]} title={t('onboarding.show.state')}>
          <Text size="sm">{t(`onboarding.show.${application.state}`)}</Text>
          {application.state === 'rejected' && application.rejectionReason && (
            <Text size="sm" mt="xs">
              {t('onboarding.show.reason')}: {application.rejectionReason}
            </Text>
          )}
        </Alert>
        <Group>
          {application.state === 'draft' && (
            <Button component={Link} route="onboarding.edit" routeParams={{ token }}>
              {t('onboarding.show.continue')}
            </Button>
          )}
          {application.state === 'rejected' && (
            <Button component={Link} route="onboarding.create">
              {t('onboarding.show.apply_again')}
            </Button>
          )}
        </Group>
        <ApplicationSummary
          application={application}
          documents={documents}
          catalogue={catalogue}
          downloadUrl={(document) =>
            urlFor('onboarding.documents.show', { token, documentId: document.id })
          }
        />
      </Stack>
    </Container>
  )
}
