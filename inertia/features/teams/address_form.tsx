import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { PlaceForm } from '~/components/place_form_fields'
import { urlFor } from '~/lib/routes'

/** Create or edit an address (shown in a modal). */
export function AddressForm({
  teamId,
  address,
  onDone,
  onCancel,
}: {
  teamId: number
  address?: Data.Teams.Address
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  return (
    <PlaceForm
      prefix="teams.addresses"
      title={{
        name: 'label',
        value: address?.label,
        description: t('teams.addresses.fields.label_hint'),
        maxLength: 100,
      }}
      place={address}
      submit={
        address
          ? {
              method: 'put',
              url: urlFor('teams.addresses.update', { id: teamId, addressId: address.id }),
            }
          : { method: 'post', url: urlFor('teams.addresses.store', { id: teamId }) }
      }
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
