import { Alert, Stack, Typography } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { IconSpeakerphone } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/types'

type Area = 'dealer' | 'transporter'

/** A small POST (204) that records this user's first view or dismissal; failures are harmless. */
function post(area: Area, id: number, what: 'seen' | 'dismiss', csrfToken: string | null) {
  fetch(urlFor(`${area}.announcements.${what}`, { id }), {
    method: 'POST',
    headers: { 'Accept': 'application/json', 'X-CSRF-TOKEN': csrfToken ?? '' },
    credentials: 'same-origin',
  }).catch(() => undefined)
}

/**
 * The staff announcements addressed to this user's team, at the top of the
 * dealer and carrier areas while they are active: the first display is
 * recorded once ("seen"), closing one hides it for good (stored per user).
 * The text is HTML from the server's safe Markdown renderer
 * (app/changelog/domain/markdown.ts: raw HTML escaped, safe links only).
 */
export function AnnouncementBanners({ area }: { area: Area }) {
  const t = useT()
  const { announcements, csrfToken } = usePage<SharedProps>().props
  const [closed, setClosed] = useState<number[]>([])
  const shown = (announcements ?? []).filter((banner) => !closed.includes(banner.id))

  useEffect(() => {
    for (const banner of announcements ?? []) {
      if (!banner.seen) post(area, banner.id, 'seen', csrfToken ?? null)
    }
  }, [announcements, area, csrfToken])

  if (shown.length === 0) return null
  return (
    <Stack gap="xs" mb="md" role="region" aria-label={t('announcements.banner.label')}>
      {shown.map((banner) => (
        <Alert
          key={banner.id}
          color="blue"
          variant="light"
          title={banner.title}
          icon={<IconSpeakerphone size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('announcements.banner.close', { title: banner.title })}
          onClose={() => {
            setClosed((ids) => [...ids, banner.id])
            post(area, banner.id, 'dismiss', csrfToken ?? null)
          }}
          data-testid="announcement-banner"
        >
          <Typography style={{ overflowWrap: 'anywhere' }} fz="sm">
            <div dangerouslySetInnerHTML={{ __html: banner.html }} />
          </Typography>
        </Alert>
      ))}
    </Stack>
  )
}
