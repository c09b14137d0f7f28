import { useState } from 'react'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { Head, useForm, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { todayInRome } from '@shared/rome'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { ListContent } from '~/components/list_content'
import { RowCard } from '~/components/row_card'
import { StateBadge } from '~/features/onboarding/state_badge'
import { InsuranceFields } from '~/features/onboarding/insurance_fields'

type Document = Data.Onboarding.TeamDocument
type Status = { verified: boolean; suspended: boolean; reason: string | null }

const daysUntil = (day: string) =>
  Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${todayInRome()}T00:00:00Z`)) / 86_400_000
  )

function PolicyInForce({ policy, status }: { policy: Document | null; status: Status }) {
  const t = useT()
  const reason =
    status.reason === 'insurance_expired'
      ? t('onboarding.suspension.insurance_expired')
      : status.reason
  return (
    <Section title={t('onboarding.team_documents.in_force')}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={status.verified ? 'green' : 'gray'} variant="light">
            {t(`onboarding.team_documents.${status.verified ? 'verified' : 'not_verified'}`)}
          </Badge>
          {status.suspended && (
            <Badge color="red" variant="light">
              {t('onboarding.team_documents.suspended')}
            </Badge>
          )}
        </Group>
        {status.suspended && reason && <Alert color="red">{reason}</Alert>}
        {policy?.expiresOn ? (
          <Text size="sm">
            {policy.insurer} · {policy.policyNumber} ·{' '}
            {t('onboarding.team_documents.cover', { amount: money(policy.coverCents ?? 0) })} ·{' '}
            {daysUntil(policy.expiresOn) < 0 ? (
              <Text span c="red" fw={600}>
                {t('onboarding.team_documents.expired', { date: date(policy.expiresOn) })}
              </Text>
            ) : (
              <Text span c={daysUntil(policy.expiresOn) <= 30 ? 'orange.8' : undefined} fw={600}>
                {t('onboarding.team_documents.expires', { date: date(policy.expiresOn) })} (
                {t('onboarding.team_documents.days_left', { days: daysUntil(policy.expiresOn) })})
              </Text>
            )}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('onboarding.team_documents.no_policy')}
          </Text>
        )}
      </Stack>
    </Section>
  )
}

function UploadForm() {
  const t = useT()
  const errors = (usePage().props.errors ?? {}) as Record<string, string | undefined>
  const form = useForm({
    kind: 'insurance',
    insurer: '',
    policyNumber: '',
    cover: '',
    expiresOn: '',
    file: null as File | null,
  })
  const [key, setKey] = useState(0)
  const insurance = form.data.kind === 'insurance'
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('transporter.documents.store'), {
          forceFormData: true,
          preserveScroll: true,
          onSuccess: () => {
            form.reset()
            setKey((value) => value + 1)
          },
        })
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          value={form.data.kind}
          onChange={(kind) => form.setData('kind', kind)}
          data={['insurance', 'other'].map((kind) => ({
            value: kind,
            label: t(`onboarding.team_documents.kinds.${kind}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {insurance && (
          <InsuranceFields
            values={form.data}
            errors={errors}
            onChange={(field, value) => form.setData(field, value)}
          />
        )}
        <FileInput
          key={key}
          label={t(insurance ? 'onboarding.fields.policy_file' : 'onboarding.fields.other_file')}
          accept={
            insurance
              ? 'application/pdf,.pdf'
              : 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png'
          }
          value={form.data.file}
          onChange={(file) => form.setData('file', file)}
          error={errors.file}
          clearable
          required
        />
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          {t('onboarding.team_documents.new')}
        </Button>
      </Stack>
    </form>
  )
}

/** Transporter area → Documents and insurance: the policy in force, the documents, a new one. */
export default function TransporterDocuments({
  documents,
  policy,
  status,
  can,
}: {
  documents: Document[]
  policy: Document | null
  status: Status
  can: { upload: boolean }
}) {
  const t = useT()
  const teamId = (usePage().props as unknown as SharedProps).auth?.currentTeam?.id
  const file = (document: Document) => (
    <Anchor
      href={urlFor('transporter.documents.show', { id: document.id })}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {document.fileName}
    </Anchor>
  )
  const details = (document: Document) =>
    document.kind === 'insurance'
      ? `${document.insurer ?? ''} ${document.policyNumber ?? ''} · ${document.expiresOn ? date(document.expiresOn) : '–'}`
      : t('onboarding.team_documents.kinds.other')
  const reason = (document: Document) =>
    document.state === 'rejected' && document.rejectionReason
      ? t('onboarding.team_documents.rejected_reason', { reason: document.rejectionReason })
      : null
  return (
    <>
      <Head title={t('onboarding.team_documents.title')} />
      <PageHeader
        title={t('onboarding.team_documents.title')}
        description={t('onboarding.team_documents.description')}
        actions={
          teamId ? (
            <Anchor component={Link} route="teams.main" routeParams={{ id: teamId }} size="sm">
              {t('onboarding.team_documents.company_link')}
            </Anchor>
          ) : null
        }
      />
      <Stack gap="md">
        <PolicyInForce policy={policy} status={status} />
        <Section title={t('onboarding.team_documents.list')}>
          <ListContent
            rows={3}
            isEmpty={documents.length === 0}
            empty={{
              title: t('onboarding.team_documents.empty'),
              description: t('onboarding.team_documents.empty_description'),
            }}
          >
            <Table visibleFrom="sm">
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>{file(document)}</Table.Td>
                    <Table.Td>
                      {details(document)}
                      {reason(document) && (
                        <Text size="xs" c="red">
                          {reason(document)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{date(document.createdAt)}</Table.Td>
                    <Table.Td>
                      <StateBadge state={document.state} scope="team_documents.states" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap="sm" hiddenFrom="sm">
              {documents.map((document) => (
                <RowCard
                  key={document.id}
                  title={file(document)}
                  badge={<StateBadge state={document.state} scope="team_documents.states" />}
                  lines={[details(document), reason(document)]}
                />
              ))}
            </Stack>
          </ListContent>
        </Section>
        {can.upload && (
          <Section title={t('onboarding.team_documents.new')}>
            <UploadForm />
          </Section>
        )}
      </Stack>
    </>
  )
}
