import { useState } from 'react'
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { FormActions } from '~/components/form_actions'
import { confirmDanger } from '~/components/confirm'
import { StateBadge } from '~/features/onboarding/state_badge'
import { ApplicationSummary } from '~/features/onboarding/application_summary'

type Application = Data.Onboarding.Application.Variants['forStaff']

function RejectForm({ id, close }: { id: number; close: () => void }) {
  const t = useT()
  const form = useForm({ reason: '' })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('admin.onboarding.reject', { id }), { onSuccess: close })
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('onboarding.admin.reason')}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
          required
          error={(form.errors as Record<string, string | undefined>).reason}
          data-autofocus
        />
        <FormActions
          processing={form.processing}
          onCancel={close}
          label={t('onboarding.admin.reject')}
        />
      </Stack>
    </form>
  )
}

/** Admin → Onboarding → one application: every field and file, approve or reject. */
export default function AdminOnboardingShow({
  application,
  documents,
  catalogue,
  can,
}: {
  application: Application
  documents: Data.Onboarding.ApplicationDocument[]
  catalogue: Data.Teams.ServicesCatalogue
  can: { decide: boolean }
}) {
  const t = useT()
  const [rejecting, setRejecting] = useState(false)
  const approve = () =>
    confirmDanger(t, {
      title: t('onboarding.admin.approve_title'),
      body: t('onboarding.admin.approve_body', {
        company: application.legalName,
        email: application.contactEmail,
      }),
      confirm: t('onboarding.admin.approve'),
      onConfirm: () => router.post(urlFor('admin.onboarding.approve', { id: application.id })),
    })
  return (
    <>
      <Head title={t('onboarding.admin.review_title', { company: application.legalName })} />
      <PageHeader
        title={t('onboarding.admin.review_title', { company: application.legalName })}
        description={
          <Anchor component={Link} route="admin.onboarding.index" size="sm">
            {t('onboarding.admin.back')}
          </Anchor>
        }
        actions={<StateBadge state={application.state} />}
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('onboarding.admin.language')}:{' '}
              {t(`onboarding.admin.languages.${application.locale}`)}
            </Text>
            {application.reviewedAt && (
              <Text size="sm" c="dimmed">
                {t('onboarding.admin.decided', { date: dateTime(application.reviewedAt) })}
              </Text>
            )}
            {application.rejectionReason && (
              <Text size="sm">
                {t('onboarding.show.reason')}: {application.rejectionReason}
              </Text>
            )}
          </Stack>
          {can.decide && (
            <Group gap="sm">
              <Button color="red" variant="light" onClick={() => setRejecting(true)}>
                {t('onboarding.admin.reject')}
              </Button>
              <Button color="green" onClick={approve}>
                {t('onboarding.admin.approve')}
              </Button>
            </Group>
          )}
        </Group>
        <ApplicationSummary
          application={application}
          documents={documents}
          catalogue={catalogue}
          downloadUrl={(document) =>
            urlFor('admin.onboarding.documents.show', {
              id: application.id,
              documentId: document.id,
            })
          }
        />
      </Stack>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('onboarding.admin.reject_title')}
      >
        <RejectForm id={application.id} close={() => setRejecting(false)} />
      </Modal>
    </>
  )
}
