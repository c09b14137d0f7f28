import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Anchor, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { dateTime, number } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'

export type RequestAttachment = Data.Requests.RequestAttachment

/** 1536 -> "1,50 KB", 2 MB -> "2,00 MB". */
function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`
  return `${number(bytes / (1024 * 1024))} MB`
}

/**
 * The "Allegati" card of a request: list with download links (the dealer's
 * or staff's, by `area`); for the dealer (`manage`) also the upload control
 * and the delete buttons.
 */
export function RequestAttachments({
  area,
  requestId,
  attachments,
  manage = false,
}: {
  area: 'dealer' | 'admin'
  requestId: number
  attachments: RequestAttachment[]
  manage?: boolean
}) {
  const t = useT()
  const download = (attachment: RequestAttachment) =>
    urlFor(`${area}.requests.attachments.download`, {
      id: requestId,
      attachmentId: attachment.id,
    })
  const errors = (usePage().props.errors ?? {}) as Record<string, string | string[] | undefined>
  const fileError = Array.isArray(errors.file) ? errors.file[0] : errors.file
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const [inputKey, setInputKey] = useState(0)

  const upload = () => {
    if (!file) return
    router.post(
      urlFor('dealer.requests.attachments.store', { id: requestId }),
      { file },
      {
        forceFormData: true,
        preserveScroll: true,
        preserveState: true,
        onStart: () => setUploading(true),
        onFinish: () => setUploading(false),
        onSuccess: (page) => {
          if (!(page.props.errors as Record<string, unknown> | undefined)?.file) {
            setFile(null)
            setInputKey((key) => key + 1)
          }
        },
      }
    )
  }

  const remove = (attachment: RequestAttachment) =>
    confirmDanger(t, {
      title: t('requests.attachments.delete_title', { name: attachment.fileName }),
      body: t('requests.attachments.delete_body'),
      confirm: t('requests.attachments.delete_confirm'),
      onConfirm: () =>
        router.delete(
          urlFor('dealer.requests.attachments.destroy', {
            id: requestId,
            attachmentId: attachment.id,
          }),
          {
            preserveScroll: true,
            preserveState: true,
          }
        ),
    })

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('requests.attachments.title')}
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('requests.attachments.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {attachments.map((attachment) => (
                  <Table.Tr key={attachment.id}>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Anchor href={download(attachment)} size="sm">
                        {attachment.fileName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {fileSize(attachment.sizeBytes)}
                        {attachment.createdAt
                          ? ` · ${t('requests.attachments.uploaded_at', { date: dateTime(attachment.createdAt) })}`
                          : ''}
                      </Text>
                    </Table.Td>
                    {manage && (
                      <Table.Td style={{ width: 1 }}>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            component="a"
                            href={download(attachment)}
                            size="compact-xs"
                            variant="subtle"
                          >
                            {t('requests.attachments.download')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() => remove(attachment)}
                          >
                            {t('requests.attachments.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {manage && (
          <Stack gap="xs">
            <FileInput
              key={inputKey}
              label={t('requests.attachments.file')}
              placeholder={t('requests.attachments.choose')}
              description={t('requests.attachments.hint')}
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              value={file}
              onChange={setFile}
              error={fileError}
              clearable
            />
            <Button onClick={upload} disabled={!file} loading={uploading}>
              {t('requests.attachments.upload')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
