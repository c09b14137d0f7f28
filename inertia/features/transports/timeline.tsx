import { Text, Timeline } from '@mantine/core'
import { IconCircleCheck, IconPencil, IconTruck } from '@tabler/icons-react'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import type { TimelineEvent } from '~/features/transports/types'

/** The timeline of transport_events, oldest first (who is shown only when given). */
export function TransportTimeline({ events }: { events: TimelineEvent[] }) {
  const t = useT()
  return (
    <Timeline active={events.length - 1} bulletSize={22} lineWidth={2}>
      {events.map((event, index) => (
        <Timeline.Item
          key={event.id ?? index}
          bullet={
            event.type === 'edited' ? (
              <IconPencil size={12} />
            ) : event.type === 'created' ? (
              <IconCircleCheck size={12} />
            ) : (
              <IconTruck size={12} />
            )
          }
          title={
            event.type === 'transition'
              ? t('transports.event.transition', { to: t(`transports.state.${event.toState}`) })
              : t(`transports.event.${event.type}`)
          }
        >
          <Text size="xs" c="dimmed">
            {event.at ? dateTime(event.at) : ''}
            {event.actorKind ? ` · ${t(`transports.actor.${event.actorKind}`)}` : ''}
            {event.actorName ? ` (${event.actorName})` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
