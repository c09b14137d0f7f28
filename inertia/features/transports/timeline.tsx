import { Text, Timeline } from '@mantine/core'
import { IconCircleCheck, IconPencil, IconTruck } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'

/** A timeline line: with who acted on the dealer's and staff's pages, without on the public page. */
type TimelineEvent =
  | Data.Transports.Transport.Variants['forDealer']['timeline'][number]
  | Data.Transports.Transport.Variants['forTransporter']['timeline'][number]
  | Data.Transports.Transport.Variants['forPublic']['timeline'][number]

/** The timeline of transport_events, oldest first (who is shown only when given). */
export function TransportTimeline({ events }: { events: TimelineEvent[] }) {
  const t = useT()
  return (
    <Timeline active={events.length - 1} bulletSize={22} lineWidth={2}>
      {events.map((event, index) => {
        const actor = 'actorKind' in event ? event : null
        return (
          <Timeline.Item
            key={actor?.id ?? index}
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
              'override' in event && event.override
                ? t('transports.event.override', { to: t(`transports.state.${event.toState}`) })
                : event.type === 'transition'
                  ? t('transports.event.transition', { to: t(`transports.state.${event.toState}`) })
                  : 'via' in event && event.via
                    ? `${t(`transports.event.${event.type}`)} (${t(`transports.event.via.${event.via}`)})`
                    : t(`transports.event.${event.type}`)
            }
          >
            <Text size="xs" c="dimmed">
              {event.at ? dateTime(event.at) : ''}
              {actor?.actorKind ? ` · ${t(`transports.actor.${actor.actorKind}`)}` : ''}
              {actor && 'actorName' in actor && actor.actorName ? ` (${actor.actorName})` : ''}
            </Text>
            {'detail' in event && event.detail && (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {event.detail}
              </Text>
            )}
          </Timeline.Item>
        )
      })}
    </Timeline>
  )
}
