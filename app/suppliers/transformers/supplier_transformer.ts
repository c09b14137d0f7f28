import { BaseTransformer } from '@adonisjs/core/transformers'
import type Supplier from '#suppliers/models/supplier'

/** A supplier of the dealer's directory: address, referent, opening hours, notes. */
export default class SupplierTransformer extends BaseTransformer<Supplier> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'name',
      'street',
      'cap',
      'city',
      'province',
      'referentName',
      'referentPhone',
      'referentEmail',
      'openingHours',
      'notes',
    ])
  }
}
