import { Anchor, Stack, Table, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { RowCard } from '~/components/row_card'
import { DocumentsTabs } from '~/features/documents/documents_tabs'
import { DocumentFilters, type DocumentFilterValues } from '~/features/documents/document_filters'
import { fileSize, shortHash } from '~/features/documents/format'

type Row = Data.Documents.TransportDocument

/** Admin → Documents → Documenti dei trasporti: every CMR and proof, with filters and download. */
export default function AdminTransportDocuments({
  documents,
  filters,
  kinds,
}: {
  documents: Paginated<Row>
  filters: DocumentFilterValues
  kinds: string[]
}) {
  const t = useT()
  const file = (row: Row) => (
    <Anchor
      href={urlFor('admin.transport_documents.show', { id: row.transportId, documentId: row.id })}
      size="sm"
    >
      {t(`documents.kinds.${row.kind}`)}
    </Anchor>
  )
  const transport = (row: Row) => (
    <Anchor
      component={Link}
      route="admin.transports.show"
      routeParams={{ id: row.transportId }}
      size="sm"
    >
      {row.transportReference}
    </Anchor>
  )
  const hash = (row: Row) => (
    <Text size="xs" ff="monospace" title={row.sha256} span>
      {shortHash(row.sha256)}…
    </Text>
  )
  return (
    <>
      <Head title={t('documents.admin.page_title')} />
      <PageHeader
        title={t('documents.admin.title')}
        description={t('documents.admin.description')}
      />
      <DocumentsTabs active="transports" />
      <Stack gap="md">
        <DocumentFilters filters={filters} kinds={kinds} />
        <ListContent
          rows={8}
          isEmpty={documents.data.length === 0}
          empty={{
            title: t('documents.admin.empty'),
            description: t('documents.admin.empty_description'),
          }}
        >
          <Table visibleFrom="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.admin.columns.transport')}</Table.Th>
                <Table.Th>{t('documents.admin.columns.document')}</Table.Th>
                <Table.Th>{t('documents.admin.columns.created_at')}</Table.Th>
                <Table.Th>{t('documents.admin.columns.size')}</Table.Th>
                <Table.Th>{t('documents.admin.columns.hash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{transport(row)}</Table.Td>
                  <Table.Td>{file(row)}</Table.Td>
                  <Table.Td>{dateTime(row.createdAt)}</Table.Td>
                  <Table.Td>{fileSize(row.sizeBytes)}</Table.Td>
                  <Table.Td>{hash(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="sm" hiddenFrom="sm">
            {documents.data.map((row) => (
              <RowCard
                key={row.id}
                title={transport(row)}
                lines={[
                  file(row),
                  `${dateTime(row.createdAt)} · ${fileSize(row.sizeBytes)}`,
                  hash(row),
                ]}
              />
            ))}
          </Stack>
          <ListPagination
            meta={documents.metadata}
            filters={filters}
            summary={t('documents.admin.total', { count: documents.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
