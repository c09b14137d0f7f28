/**
 * What a carrier may never receive about a transport it does not carry:
 * streets, people, the dealer, prices other than the payout, the tracking
 * link, plates and notes (DOMAIN.md §2; tests check every key of the props).
 */
export const CARRIER_PRIVATE_KEYS = [
  'street',
  'cap',
  'referentName',
  'referentPhone',
  'referentEmail',
  'dealerName',
  'teamId',
  'team',
  'netCents',
  'grossCents',
  'commissionCents',
  'trackingToken',
  'trackingPath',
  'plate',
  'vin',
  'notes',
]
