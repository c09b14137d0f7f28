import { BaseTransformer } from '@adonisjs/core/transformers'
import type Address from '#teams/models/address'

/** A pickup or delivery place of the team, with its referent and opening hours. */
export default class AddressTransformer extends BaseTransformer<Address> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'id',
        'label',
        'street',
        'cap',
        'city',
        'province',
        'referentName',
        'referentPhone',
        'referentEmail',
        'notes',
      ]),
      openingHours: this.resource.openingHours ?? {},
    }
  }

  /** An entry of an address picker. */
  forOption() {
    return this.pick(this.resource, ['id', 'label', 'city'])
  }
}
