import type { Data } from '@generated/data'
import type { WeeklyHours } from '@shared/opening_hours'
import { PlaceForm } from '~/components/place_form_fields'
import { urlFor } from '~/lib/routes'

/** Create or edit a supplier (shown in a modal). */
export function SupplierForm({
  supplier,
  onDone,
  onCancel,
}: {
  supplier?: Data.Suppliers.Supplier
  onDone: () => void
  onCancel: () => void
}) {
  return (
    <PlaceForm
      prefix="suppliers"
      title={{ name: 'name', value: supplier?.name, maxLength: 150 }}
      /* the generated type widens the [start, end] pairs to arrays */
      place={supplier && { ...supplier, openingHours: supplier.openingHours as WeeklyHours | null }}
      submit={
        supplier
          ? { method: 'put', url: urlFor('dealer.suppliers.update', { supplierId: supplier.id }) }
          : { method: 'post', url: urlFor('dealer.suppliers.store') }
      }
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
