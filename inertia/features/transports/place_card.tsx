import { Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { ContactLine } from '~/components/contact_links'

export type TransportPlace =
  | Data.Transports.Transport.Variants['forDealer']['pickup']
  | Data.Transports.Transport.Variants['forTransporter']['pickup']

/** A pickup or delivery place with its referent and date window. */
export function PlaceCard({ title, place }: { title: string; place: TransportPlace }) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {place.street && <Text size="sm">{place.street}</Text>}
        <Text size="sm">
          {place.cap} {place.city} ({place.province})
        </Text>
        <Stack mt="xs" gap={0}>
          <ContactLine
            label={t('transports.show.referent')}
            name={place.referentName}
            phone={place.referentPhone}
            email={place.referentEmail}
          />
        </Stack>
        {(place.dateFrom || place.dateTo) && (
          <Text size="sm" c="dimmed">
            {t('transports.show.window')}:{' '}
            {t('transports.show.window_range', {
              from: place.dateFrom ? date(place.dateFrom) : '—',
              to: place.dateTo ? date(place.dateTo) : '—',
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
