/**
 * Gathers what the lettera di vettura prints (the pure layout is
 * `renderCmr`): the transport's places and dates, the dealer's company data
 * (sender), the carrier team's company data and REN number (from its
 * approved onboarding application), the vehicles of its request.
 */
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { appName } from '#config/app'
import { TIME_ZONE } from '#shared/time_zone'
import type { CmrData, CmrParty } from '#documents/domain/cmr_layout'

type TeamRow = {
  name: string
  legal_name: string | null
  vat_number: string | null
  street: string | null
  cap: string | null
  city: string | null
  province: string | null
  phone: string | null
}

const TEAM_COLUMNS = [
  'name',
  'legal_name',
  'vat_number',
  'street',
  'cap',
  'city',
  'province',
  'phone',
]

function address(
  street: string | null,
  cap: string | null,
  city: string | null,
  province: string | null
) {
  const town = [cap, city, province ? `(${province})` : null].filter(Boolean).join(' ')
  return [street, town].filter(Boolean).join(', ') || null
}

function party(team: TeamRow | undefined): CmrParty {
  if (!team) return { name: '-', vatNumber: null, address: null }
  return {
    name: team.legal_name || team.name,
    vatNumber: team.vat_number,
    address: address(team.street, team.cap, team.city, team.province),
    phone: team.phone,
  }
}

function day(value: unknown): string | null {
  if (!value) return null
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: TIME_ZONE })
      : DateTime.fromISO(String(value).slice(0, 10), { zone: TIME_ZONE })
  return parsed.isValid ? parsed.toFormat('dd/MM/yyyy') : null
}

function window(from: unknown, to: unknown): string | null {
  const start = day(from)
  const end = day(to)
  if (start && end && start !== end) return `${start} - ${end}`
  return start
}

/** The data of a transport's CMR, or null when it has no carrier yet. */
export async function cmrData(
  transportId: number,
  client: QueryClientContract,
  now: DateTime = DateTime.now()
): Promise<CmrData | null> {
  const transport = await client.from('transports').where('id', transportId).first()
  if (!transport || !transport.transporter_team_id) return null
  const [dealer, carrier, application, vehicles, categories] = await Promise.all([
    client.from('teams').where('id', transport.team_id).select(TEAM_COLUMNS).first(),
    client.from('teams').where('id', transport.transporter_team_id).select(TEAM_COLUMNS).first(),
    client
      .from('onboarding_applications')
      .where('team_id', transport.transporter_team_id)
      .where('state', 'approved')
      .orderBy('id', 'desc')
      .select('ren_number')
      .first(),
    client
      .from('transport_request_vehicles')
      .where('transport_request_id', transport.transport_request_id)
      .orderBy('position')
      .orderBy('id')
      .select('category', 'make', 'model', 'plate', 'vin'),
    client.from('vehicle_categories').select('code', 'name_it'),
  ])
  const categoryName = new Map(categories.map((row) => [row.code, row.name_it]))
  const issued = now.setZone(TIME_ZONE).startOf('second')
  return {
    reference: transport.reference,
    issuedOn: issued.toFormat('dd/MM/yyyy'),
    issuedAt: issued.toJSDate(),
    sender: party(dealer),
    carrier: { ...party(carrier), renNumber: application?.ren_number ?? null },
    consignee: {
      name: transport.delivery_referent_name || party(dealer).name,
      vatNumber: null,
      address: null,
    },
    pickup: {
      address:
        address(
          transport.pickup_street,
          transport.pickup_cap,
          transport.pickup_city,
          transport.pickup_province
        ) ?? '-',
      referent:
        [transport.pickup_referent_name, transport.pickup_referent_phone]
          .filter(Boolean)
          .join(', ') || null,
      when:
        day(transport.pickup_on) ?? window(transport.pickup_date_from, transport.pickup_date_to),
    },
    delivery: {
      address:
        address(
          transport.delivery_street,
          transport.delivery_cap,
          transport.delivery_city,
          transport.delivery_province
        ) ?? '-',
      referent:
        [transport.delivery_referent_name, transport.delivery_referent_phone]
          .filter(Boolean)
          .join(', ') || null,
      when:
        day(transport.delivery_estimate_on) ??
        window(transport.delivery_date_from, transport.delivery_date_to),
    },
    vehicles: vehicles.map((vehicle) => ({
      category: categoryName.get(vehicle.category) ?? vehicle.category,
      make: vehicle.make,
      model: vehicle.model,
      plate: vehicle.plate,
      vin: vehicle.vin,
    })),
    distanceKm: transport.distance_km ?? null,
    notes: transport.notes ?? null,
    platform: appName,
  }
}
