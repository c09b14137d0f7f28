import { useId } from 'react'
import { Button, Image, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconCamera, IconCheck, IconAlertTriangle } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { UploadState } from '~/features/proofs/use_photo_uploads'

/**
 * One photo place: the phone's camera (`capture`) or a file, the preview,
 * the upload's progress or its retry countdown, and a retake button.
 */
export function PhotoTile({
  label,
  state,
  onFile,
  testId,
}: {
  label: string
  state: UploadState | undefined
  onFile: (file: File) => void
  testId: string
}) {
  const t = useT()
  const inputId = useId()
  return (
    <Paper withBorder radius="md" p={6}>
      <Stack gap={4}>
        <Text size="xs" fw={600}>
          {label}
        </Text>
        {state?.preview ? (
          <Image src={state.preview} alt={label} h={90} radius="sm" fit="cover" />
        ) : (
          <Paper h={90} bg="gray.1" radius="sm" />
        )}
        <Status state={state} />
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          data-photo={testId}
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) onFile(file)
            event.currentTarget.value = ''
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          size="xs"
          variant={state ? 'default' : 'filled'}
          leftSection={<IconCamera size={14} aria-hidden />}
        >
          {state ? t('proofs.driver.retake') : t('proofs.driver.take_photo')}
        </Button>
      </Stack>
    </Paper>
  )
}

function Status({ state }: { state: UploadState | undefined }) {
  const t = useT()
  if (!state) return null
  switch (state.status) {
    case 'uploading':
      return (
        <Stack gap={2}>
          <Progress
            value={state.percent}
            size="sm"
            aria-label={t('proofs.driver.uploading', { percent: state.percent })}
          />
          <Text size="xs" c="dimmed">
            {t('proofs.driver.uploading', { percent: state.percent })}
          </Text>
        </Stack>
      )
    case 'retrying':
      return (
        <Text size="xs" c="orange.8">
          {t('proofs.driver.retrying', { seconds: state.retryIn })}
        </Text>
      )
    case 'failed':
      return (
        <Text size="xs" c="red.8">
          <IconAlertTriangle size={12} aria-hidden /> {state.error ?? t('proofs.driver.failed')}
        </Text>
      )
    default:
      return (
        <Text size="xs" c="green.8" data-uploaded="true">
          <IconCheck size={12} aria-hidden /> {t('proofs.driver.uploaded')}
        </Text>
      )
  }
}
