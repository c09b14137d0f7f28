import { BaseTransformer } from '@adonisjs/core/transformers'
import type Address from '#teams/models/address'
import Supplier from '#suppliers/models/supplier'

/** One of the team's addresses or suppliers, offered as a pickup or delivery place by the request form. */
export default class PlaceChoiceTransformer extends BaseTransformer<Address | Supplier> {
  toObject() {
    const place = this.resource
    return {
      id: place.id,
      label: place instanceof Supplier ? place.name : place.label,
      street: place.street,
      cap: place.cap,
      city: place.city,
      province: place.province,
      referentName: place.referentName,
      referentPhone: place.referentPhone,
      referentEmail: place.referentEmail,
    }
  }
}
