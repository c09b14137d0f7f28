import { useState } from 'react'
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { IconDownload, IconFileTypePdf, IconShieldCheck } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { fileSize, shortHash } from '~/features/documents/format'
import type { IntegrityView } from '~/features/documents/types'

type Area = 'dealer' | 'transporter' | 'admin'
type DocumentsProp = { items: Data.Documents.TransportDocument[]; cmrPending: boolean }
type PageProps = {
  transport: { id: number; reference: string }
  transportDocuments?: DocumentsProp
  integrity?: IntegrityView
}

function downloadUrl(area: Area, id: number, documentId: number) {
  if (area === 'dealer') return urlFor('dealer.transport_documents.show', { id, documentId })
  if (area === 'transporter') {
    return urlFor('transporter.transport_documents.show', { id, documentId })
  }
  return urlFor('admin.transport_documents.show', { id, documentId })
}

function cmrUrl(area: Area, id: number) {
  if (area === 'dealer') return urlFor('dealer.transport_documents.cmr', { id })
  if (area === 'transporter') return urlFor('transporter.transport_documents.cmr', { id })
  return urlFor('admin.transport_documents.cmr', { id })
}

function DocumentLine({
  area,
  document,
}: {
  area: Area
  document: Data.Documents.TransportDocument
}) {
  const t = useT()
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconFileTypePdf size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Anchor href={downloadUrl(area, document.transportId, document.id)} size="sm" fw={600}>
          {t(`documents.kinds.${document.kind}`)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {dateTime(document.createdAt)} · {fileSize(document.sizeBytes)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" title={document.sha256}>
          SHA-256 {shortHash(document.sha256)}…
        </Text>
      </Stack>
    </Group>
  )
}

/** The problems of a failed verification, one line each. */
function IntegrityResult({ integrity }: { integrity: IntegrityView }) {
  const t = useT()
  if (integrity.ok) {
    return (
      <Alert color="green" icon={<IconShieldCheck size={18} />} title={t('documents.integrity.ok')}>
        {t('documents.integrity.ok_detail', {
          events: integrity.eventCount,
          documents: integrity.documentCount,
        })}
      </Alert>
    )
  }
  return (
    <Alert color="red" title={t('documents.integrity.broken')}>
      <List size="sm">
        {integrity.problems.map((problem, index) => (
          <List.Item key={index}>
            {t(`documents.integrity.problems.${problem.kind}`, {
              event: 'eventId' in problem ? problem.eventId : '',
              document: 'documentId' in problem ? problem.documentId : '',
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** Staff: re-compute the transport's hash chain and check its files (a partial reload of `integrity`). */
function IntegrityCheck({ integrity }: { integrity?: IntegrityView }) {
  const t = useT()
  const [checking, setChecking] = useState(false)
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        loading={checking}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          router.reload({
            only: ['integrity'],
            onStart: () => setChecking(true),
            onFinish: () => setChecking(false),
          })
        }
      >
        {t('documents.integrity.check')}
      </Button>
      {integrity && !checking && <IntegrityResult integrity={integrity} />}
    </Stack>
  )
}

/**
 * "Documenti" of a transport page: the CMR and the sealed proofs, each with
 * its date, size and short SHA-256, downloaded through the area's route; the
 * CMR yet to generate (it is made on its first download); for staff the
 * integrity check. Reads its props from the page (`transportDocumentsProps`).
 */
export function TransportDocuments({ area }: { area: Area }) {
  const t = useT()
  const { props } = usePage<PageProps>()
  const documents = props.transportDocuments
  if (!documents) return null
  const { id } = props.transport
  const empty = documents.items.length === 0 && !documents.cmrPending
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('documents.section.title')}
        </Title>
        {empty && (
          <Text size="sm" c="dimmed">
            {t('documents.section.empty')}
          </Text>
        )}
        {documents.items.map((document) => (
          <DocumentLine key={document.id} area={area} document={document} />
        ))}
        {documents.cmrPending && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('documents.kinds.cmr')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('documents.section.cmr_pending')}
            </Text>
            <Button
              component="a"
              href={cmrUrl(area, id)}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() =>
                setTimeout(() => router.reload({ only: ['transportDocuments'] }), 2000)
              }
            >
              {t('documents.section.cmr_download')}
            </Button>
          </Stack>
        )}
        {area === 'admin' && <IntegrityCheck integrity={props.integrity} />}
      </Stack>
    </Paper>
  )
}
