import { Group, Paper, Stack, Text } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { EmailLink, PhoneLink } from '~/components/contact_links'
import { WEEKDAYS } from '@shared/opening_hours'
import type { Data } from '@generated/data'
import { RowActions } from '~/components/row_actions'

/** What the card shows: a team's address, or any place with the same fields (suppliers). */
export type AddressCardData = Pick<
  Data.Teams.Address,
  | 'label'
  | 'street'
  | 'cap'
  | 'city'
  | 'province'
  | 'referentName'
  | 'referentPhone'
  | 'referentEmail'
  | 'openingHours'
  | 'notes'
>

function HoursSummary({ address }: { address: AddressCardData }) {
  const t = useT()
  const days = WEEKDAYS.filter((day) => (address.openingHours[day] ?? []).length > 0)
  if (days.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('teams.addresses.no_hours')}
      </Text>
    )
  }
  return (
    <Stack gap={0}>
      {WEEKDAYS.map((day) => {
        const ranges = address.openingHours[day] ?? []
        return (
          <Text key={day} size="xs" c={ranges.length ? undefined : 'dimmed'}>
            <Text component="span" size="xs" fw={600} w={34} display="inline-block">
              {t(`teams.weekdays_short.${day}`)}
            </Text>
            {ranges.length
              ? ranges.map(([start, end]) => `${start}–${end}`).join(', ')
              : t('teams.addresses.closed')}
          </Text>
        )
      })}
    </Stack>
  )
}

/** One address: place, referent, opening hours, notes; edit/delete for managers. */
export function AddressCard({
  address,
  canEdit,
  onEdit,
  onDelete,
  note,
}: {
  address: AddressCardData
  canEdit: boolean
  /** without it the card can only be deleted (a read-only item) */
  onEdit?: () => void
  onDelete: () => void
  /** a short note beside the name (e.g. why it is read-only) */
  note?: string
}) {
  const t = useT()
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{address.label}</Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
          <Text size="sm">
            {address.street}, {address.cap} {address.city} ({address.province})
          </Text>
        </Stack>
        {canEdit && (
          <RowActions
            editLabel={t('teams.addresses.edit_named', { label: address.label })}
            deleteLabel={t('teams.addresses.delete_named', { label: address.label })}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </Group>
      <Group mt="sm" align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 200px' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('teams.addresses.referent')}
          </Text>
          {address.referentName || address.referentPhone || address.referentEmail ? (
            <>
              {address.referentName && <Text size="sm">{address.referentName}</Text>}
              {address.referentPhone && <PhoneLink phone={address.referentPhone} />}
              {address.referentEmail && <EmailLink email={address.referentEmail} />}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('teams.addresses.no_referent')}
            </Text>
          )}
        </Stack>
        <Stack gap={2} style={{ flex: '1 1 200px' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('teams.addresses.hours')}
          </Text>
          <HoursSummary address={address} />
        </Stack>
      </Group>
      {address.notes && (
        <Text size="sm" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-line' }}>
          {address.notes}
        </Text>
      )}
    </Paper>
  )
}
