import { Button, Group } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconMessage } from '@tabler/icons-react'
import { useState } from 'react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** "Message staff" on a dealer's or carrier's transport page: its conversation about the transport. */
export function MessageStaffButton({
  area,
  transportId,
}: {
  area: 'dealer' | 'transporter'
  transportId: number
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="light"
      leftSection={<IconMessage size={16} aria-hidden />}
      loading={busy}
      onClick={() =>
        router.post(
          urlFor(`${area}.chat.open`),
          { transportId },
          { onStart: () => setBusy(true), onFinish: () => setBusy(false) }
        )
      }
    >
      {t('chat.transport.message_staff')}
    </Button>
  )
}

/** "Message the team" on the admin transport page: the dealer, and the carrier once assigned. */
export function MessageTeamButtons({
  transportId,
  teamId,
  transporterTeamId,
}: {
  transportId: number
  teamId: number
  transporterTeamId: number | null
}) {
  const t = useT()
  const open = (team: number) =>
    router.post(urlFor('admin.chat.open'), { teamId: team, transportId })
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={() => open(teamId)}
      >
        {t('chat.transport.message_dealer')}
      </Button>
      {transporterTeamId !== null && (
        <Button
          variant="light"
          leftSection={<IconMessage size={16} aria-hidden />}
          onClick={() => open(transporterTeamId)}
        >
          {t('chat.transport.message_carrier')}
        </Button>
      )}
    </Group>
  )
}
