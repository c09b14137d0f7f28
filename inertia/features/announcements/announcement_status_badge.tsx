import { Badge } from '@mantine/core'
import { useT } from '~/lib/i18n'

const COLORS: Record<string, string> = {
  draft: 'gray',
  scheduled: 'yellow',
  sent: 'green',
  ended: 'dark',
}

/** An announcement's status: draft, scheduled, sent, ended. */
export function AnnouncementStatusBadge({ status }: { status: string }) {
  const t = useT()
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {t(`announcements.statuses.${status}`)}
    </Badge>
  )
}
