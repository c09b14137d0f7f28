import { useState } from 'react'
import { Anchor, Button, Group, Modal, Select, Stack, Table, Textarea } from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { FormActions } from '~/components/form_actions'
import { StateBadge } from '~/features/onboarding/state_badge'
import { DocumentsTabs } from '~/features/documents/documents_tabs'

type Row = Data.Onboarding.TeamDocumentRow
const STATES = ['pending', 'accepted', 'rejected']

function RejectForm({ id, close }: { id: number; close: () => void }) {
  const t = useT()
  const form = useForm({ decision: 'reject', reason: '' })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.put(urlFor('admin.team_documents.review', { id }), {
          onSuccess: close,
          preserveScroll: true,
        })
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('onboarding.admin_documents.reason')}
          value={form.data.reason}
          onChange={(event) => form.setData('reason', event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
          required
          error={(form.errors as Record<string, string | undefined>).reason}
          data-autofocus
        />
        <FormActions
          processing={form.processing}
          onCancel={close}
          label={t('onboarding.admin_documents.reject')}
        />
      </Stack>
    </form>
  )
}

/** Admin → Documents: carriers' new policies and documents to accept or reject. */
export default function AdminTeamDocuments({
  documents,
  filters,
}: {
  documents: Paginated<Row>
  filters: { state: string }
}) {
  const t = useT()
  const [rejecting, setRejecting] = useState<Row | null>(null)
  const file = (row: Row) => (
    <Anchor
      href={urlFor('admin.team_documents.show', { id: row.id })}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.fileName}
    </Anchor>
  )
  const policy = (row: Row) =>
    row.kind === 'insurance'
      ? `${row.insurer ?? ''} ${row.policyNumber ?? ''} · ${money(row.coverCents ?? 0)}`
      : t('onboarding.team_documents.kinds.other')
  const actions = (row: Row) =>
    row.state === 'pending' && (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="green"
          onClick={() =>
            router.put(
              urlFor('admin.team_documents.review', { id: row.id }),
              { decision: 'accept' },
              { preserveScroll: true }
            )
          }
        >
          {t('onboarding.admin_documents.accept')}
        </Button>
        <Button size="xs" color="red" variant="light" onClick={() => setRejecting(row)}>
          {t('onboarding.admin_documents.reject')}
        </Button>
      </Group>
    )
  return (
    <>
      <Head title={t('onboarding.admin_documents.title')} />
      <PageHeader
        title={t('onboarding.admin_documents.title')}
        description={t('onboarding.admin_documents.description')}
      />
      <DocumentsTabs active="carriers" />
      <Stack gap="md">
        <Select
          label={t('onboarding.admin.filter')}
          data={STATES.map((state) => ({
            value: state,
            label: t(`onboarding.team_documents.states.${state}`),
          }))}
          value={filters.state}
          allowDeselect={false}
          onChange={(state) =>
            applyFilters(urlFor('admin.team_documents.index'), { state: state ?? 'pending' })
          }
          w={{ base: '100%', xs: 240 }}
        />
        <ListContent
          rows={6}
          isEmpty={documents.data.length === 0}
          empty={{
            title: t('onboarding.admin_documents.empty'),
            description: t('onboarding.admin_documents.empty_description'),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onboarding.admin_documents.columns.team')}</Table.Th>
                <Table.Th>{t('onboarding.admin_documents.columns.document')}</Table.Th>
                <Table.Th>{t('onboarding.admin_documents.columns.policy')}</Table.Th>
                <Table.Th>{t('onboarding.admin_documents.columns.expires_on')}</Table.Th>
                <Table.Th>{t('onboarding.admin_documents.columns.uploaded_at')}</Table.Th>
                <Table.Th>{t('onboarding.admin_documents.columns.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.teamName}</Table.Td>
                  <Table.Td>{file(row)}</Table.Td>
                  <Table.Td>{policy(row)}</Table.Td>
                  <Table.Td>{row.expiresOn ? date(row.expiresOn) : '–'}</Table.Td>
                  <Table.Td>{date(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <StateBadge state={row.state} scope="team_documents.states" />
                  </Table.Td>
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {documents.data.map((row) => (
              <RowCard
                key={row.id}
                title={row.teamName}
                badge={<StateBadge state={row.state} scope="team_documents.states" />}
                lines={[
                  file(row),
                  policy(row),
                  row.expiresOn ? date(row.expiresOn) : null,
                  actions(row),
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={documents.metadata}
            filters={filters}
            summary={t('onboarding.admin_documents.total', { count: documents.metadata.total })}
          />
        </ListContent>
      </Stack>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('onboarding.admin_documents.reject_title')}
      >
        {rejecting && <RejectForm id={rejecting.id} close={() => setRejecting(null)} />}
      </Modal>
    </>
  )
}
