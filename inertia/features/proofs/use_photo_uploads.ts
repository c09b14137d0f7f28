import { useCallback, useRef, useState } from 'react'

/** One photo on its way to the server, or stored there. */
export type UploadState = {
  status: 'uploading' | 'retrying' | 'stored' | 'failed'
  percent: number
  /** the stored photo's id (status 'stored') */
  id: number | null
  /** a local preview of the chosen file */
  preview: string | null
  /** seconds until the next try (status 'retrying') */
  retryIn: number
  error: string | null
}

/** Waits before the n-th retry: 1, 2, 4, 8, 16 s. */
const BACKOFF_SECONDS = [1, 2, 4, 8, 16]

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : null
}

/** Sends one photo (multipart) with its progress; resolves the server's answer, rejects with a retryable flag. */
function send(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void
): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    body.append('photo', file)
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('X-XSRF-TOKEN', readCookie('XSRF-TOKEN') ?? '')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      let answer: any = null
      try {
        answer = JSON.parse(request.responseText)
      } catch {}
      if (request.status >= 200 && request.status < 300 && answer?.id) return resolve(answer)
      /* 4xx: the server refused the photo (its content, the proof's state); retrying will not help. */
      const retryable = request.status === 0 || request.status >= 500 || request.status === 429
      const message = answer?.message ?? answer?.errors?.[0]?.message ?? null
      reject({ retryable, message })
    }
    request.onerror = () => reject({ retryable: true, message: null })
    request.send(body)
  })
}

/**
 * Photos uploaded one by one, as soon as they are chosen, each with its
 * progress; a failed upload (no connection, a server error) is tried again
 * after 1, 2, 4, 8 and 16 seconds, then offered to retry by hand. Keys name
 * a photo's place (`vehicle:slot`): a new photo for a key replaces the old.
 */
export function usePhotoUploads(initial: Record<string, { id: number; preview: string }>) {
  const [uploads, setUploads] = useState<Record<string, UploadState>>(() =>
    Object.fromEntries(
      Object.entries(initial).map(([key, photo]) => [
        key,
        {
          status: 'stored',
          percent: 100,
          id: photo.id,
          preview: photo.preview,
          retryIn: 0,
          error: null,
        },
      ])
    )
  )
  const generation = useRef<Record<string, number>>({})

  const update = useCallback((key: string, change: Partial<UploadState>) => {
    setUploads((current) => ({ ...current, [key]: { ...current[key]!, ...change } }))
  }, [])

  const upload = useCallback(
    (key: string, url: string, file: File, fields: Record<string, string>) => {
      const run = (generation.current[key] ?? 0) + 1
      generation.current[key] = run
      const stale = () => generation.current[key] !== run
      setUploads((current) => ({
        ...current,
        [key]: {
          status: 'uploading',
          percent: 0,
          id: null,
          preview: null,
          retryIn: 0,
          error: null,
        },
      }))
      const attempt = (tries: number) => {
        send(url, file, fields, (percent) => !stale() && update(key, { percent }))
          .then((answer) => {
            if (!stale()) update(key, { status: 'stored', percent: 100, id: answer.id })
          })
          .catch((failure: { retryable: boolean; message: string | null }) => {
            if (stale()) return
            const wait = BACKOFF_SECONDS[tries]
            if (!failure.retryable || wait === undefined) {
              update(key, { status: 'failed', error: failure.message })
              return
            }
            update(key, { status: 'retrying', retryIn: wait, percent: 0 })
            setTimeout(() => !stale() && attempt(tries + 1), wait * 1000)
          })
      }
      attempt(0)
      /* a data: URL (the page's CSP admits data: images, not blob:) */
      const reader = new FileReader()
      reader.onload = () =>
        !stale() && typeof reader.result === 'string' && update(key, { preview: reader.result })
      reader.readAsDataURL(file)
    },
    [update]
  )

  const remove = useCallback((key: string) => {
    generation.current[key] = (generation.current[key] ?? 0) + 1
    setUploads((current) => {
      const rest = { ...current }
      delete rest[key]
      return rest
    })
  }, [])

  return { uploads, upload, remove }
}
