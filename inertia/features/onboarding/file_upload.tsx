import { useState } from 'react'
import { Button, FileInput, Stack } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'

/**
 * One file field and its upload button: posts `{ file, ...extra }` as form
 * data to `url`; the server's refusal shows under the field.
 */
export function FileUpload({
  url,
  label,
  button,
  accept,
  extra = {},
}: {
  url: string
  label: string
  button: string
  accept: string
  extra?: Record<string, string>
}) {
  const errors = (usePage().props.errors ?? {}) as Record<string, string | string[] | undefined>
  const fileError = Array.isArray(errors.file) ? errors.file[0] : errors.file
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const [inputKey, setInputKey] = useState(0)
  const upload = () => {
    if (!file) return
    router.post(
      url,
      { ...extra, file },
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
  return (
    <Stack gap="xs">
      <FileInput
        key={inputKey}
        label={label}
        accept={accept}
        value={file}
        onChange={setFile}
        error={fileError}
        clearable
      />
      <Button
        onClick={upload}
        disabled={!file}
        loading={uploading}
        style={{ alignSelf: 'flex-start' }}
      >
        {button}
      </Button>
    </Stack>
  )
}
