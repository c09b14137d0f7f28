import { useT } from '~/lib/i18n'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'
import { ClosingDayForm as ClosingRangeForm } from '~/components/closing_day_form'

/** Create or edit a closing-day range of the team or of one of its addresses (shown in a modal). */
export function ClosingDayForm({
  teamId,
  closingDay,
  addresses,
  onDone,
  onCancel,
}: {
  teamId: number
  closingDay?: Data.Teams.ClosingDay
  addresses: Data.Teams.Address.Variants['forOption'][]
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const f = (key: string) => t(`teams.closing_days.fields.${key}`)
  return (
    <ClosingRangeForm
      initial={
        closingDay && {
          ...closingDay,
          choice: closingDay.addressId ? String(closingDay.addressId) : null,
        }
      }
      labels={{ startsOn: f('starts_on'), endsOn: f('ends_on'), reason: f('reason') }}
      choice={{
        name: 'addressId',
        label: f('address'),
        description: f('address_hint'),
        placeholder: t('teams.closing_days.whole_team'),
        data: addresses.map((address) => ({
          value: String(address.id),
          label: `${address.label} · ${address.city}`,
        })),
      }}
      submit={
        closingDay
          ? {
              method: 'put',
              url: urlFor('teams.closing_days.update', { id: teamId, closingDayId: closingDay.id }),
            }
          : { method: 'post', url: urlFor('teams.closing_days.store', { id: teamId }) }
      }
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
