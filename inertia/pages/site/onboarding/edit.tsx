import { Alert, Anchor, Button, Container, Group, List, Stack, Text } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { confirmDanger } from '~/components/confirm'
import { StepsBar } from '~/features/onboarding/steps_bar'
import { FileUpload } from '~/features/onboarding/file_upload'
import { ApplicationSummary } from '~/features/onboarding/application_summary'
import { CompanyForm, FleetForm, InsuranceForm } from '~/features/onboarding/application_forms'

type Document = Data.Onboarding.ApplicationDocument
type Props = {
  token: string
  step: string
  steps: string[]
  application: Data.Onboarding.Application
  documents: Document[]
  missing: string[]
  catalogue: Data.Teams.ServicesCatalogue
}

function Files({ token, documents }: { token: string; documents: Document[] }) {
  const t = useT()
  if (documents.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('onboarding.documents.none')}
      </Text>
    )
  const remove = (document: Document) =>
    confirmDanger(t, {
      title: document.fileName,
      confirm: t('onboarding.documents.delete'),
      onConfirm: () =>
        router.delete(urlFor('onboarding.documents.destroy', { token, documentId: document.id }), {
          preserveScroll: true,
        }),
    })
  return (
    <Stack gap={4}>
      {documents.map((document) => (
        <Group key={document.id} justify="space-between" wrap="nowrap" gap="xs">
          <Anchor
            href={urlFor('onboarding.documents.show', { token, documentId: document.id })}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.fileName}
          </Anchor>
          <Button size="xs" variant="subtle" color="red" onClick={() => remove(document)}>
            {t('onboarding.documents.delete')}
          </Button>
        </Group>
      ))}
    </Stack>
  )
}

function Step(props: Props) {
  const t = useT()
  const { token, step, application, documents } = props
  if (step === 'insurance') {
    const policies = documents.filter((document) => document.kind === 'policy')
    return (
      <Section
        title={t('onboarding.insurance.title')}
        description={t('onboarding.insurance.description')}
      >
        <Stack gap="lg">
          <InsuranceForm token={token} application={application} />
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {t(
                policies.length ? 'onboarding.insurance.policy' : 'onboarding.insurance.no_policy'
              )}
            </Text>
            <Files token={token} documents={policies} />
            <FileUpload
              url={urlFor('onboarding.documents.store', { token })}
              label={t('onboarding.fields.policy_file')}
              button={t('onboarding.insurance.upload')}
              accept="application/pdf,.pdf"
              extra={{ kind: 'policy' }}
            />
          </Stack>
        </Stack>
      </Section>
    )
  }
  if (step === 'fleet')
    return (
      <Section title={t('onboarding.fleet.title')} description={t('onboarding.fleet.description')}>
        <FleetForm
          token={token}
          application={application}
          categories={props.catalogue.categories}
        />
      </Section>
    )
  if (step === 'documents')
    return (
      <Section
        title={t('onboarding.documents.title')}
        description={t('onboarding.documents.description')}
      >
        <Stack gap="md">
          <Files
            token={token}
            documents={documents.filter((document) => document.kind === 'other')}
          />
          <FileUpload
            url={urlFor('onboarding.documents.store', { token })}
            label={t('onboarding.fields.other_file')}
            button={t('onboarding.documents.upload')}
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            extra={{ kind: 'other' }}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() =>
                router.visit(urlFor('onboarding.edit', { token }, { qs: { step: 'review' } }))
              }
            >
              {t('onboarding.steps.review')}
            </Button>
          </Group>
        </Stack>
      </Section>
    )
  if (step === 'review') return <Review {...props} />
  return (
    <Section
      title={t('onboarding.company.title')}
      description={t('onboarding.company.description')}
    >
      <CompanyForm token={token} application={application} />
    </Section>
  )
}

function Review({ token, application, documents, missing, catalogue }: Props) {
  const t = useT()
  return (
    <Stack gap="md">
      {missing.length > 0 ? (
        <Alert color="yellow" title={t('onboarding.review.missing')}>
          <List size="sm">
            {missing.map((step) => (
              <List.Item key={step}>
                <Anchor href={urlFor('onboarding.edit', { token }, { qs: { step } })}>
                  {t(`onboarding.steps.${step}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color="green">{t('onboarding.review.complete')}</Alert>
      )}
      <ApplicationSummary
        application={application}
        documents={documents}
        catalogue={catalogue}
        downloadUrl={(document) =>
          urlFor('onboarding.documents.show', { token, documentId: document.id })
        }
      />
      <Group justify="flex-end">
        <Button
          disabled={missing.length > 0}
          onClick={() => router.post(urlFor('onboarding.submit', { token }))}
        >
          {t('onboarding.review.submit')}
        </Button>
      </Group>
    </Stack>
  )
}

/** Public, by the private link: one step of the application at a time. */
export default function OnboardingEdit(props: Props) {
  const t = useT()
  return (
    <Container size="md" py="xl">
      <Head title={t('onboarding.public.title')} />
      <PageHeader title={t('onboarding.public.title')} description={props.application.legalName} />
      <StepsBar steps={props.steps} active={props.step} token={props.token} />
      <Step {...props} />
    </Container>
  )
}
