import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import Supplier from '#suppliers/models/supplier'
import TransportRequest from '#requests/models/transport_request'
import TransportRequestVehicle from '#requests/models/transport_request_vehicle'
import Quote from '#requests/models/quote'
import type { PricingSettings } from '#pricing/domain/pricing'
import {
  canEdit,
  dateWindowProblems,
  formatReference,
  windowOrderProblems,
  type DateProblem,
} from '#requests/domain/request_rules'
import { quoteForRequest } from '#requests/domain/quote_for_request'
import { type ClosingDayRange } from '#shared/working_days'
import type { DraftRequestData } from '#requests/validators/request_validators'
import { TIME_ZONE } from '#shared/time_zone'
import { notifyManualQuoteRequested, notifyQuoteReady } from '#notifications/actions/lifecycle'

/** Field problems the action found with the database (dates, own addresses). */
export type FieldProblem = { field: string; code: string }

export type SaveFailure =
  { ok: false; error: 'not_editable' } | { ok: false; error: 'invalid'; problems: FieldProblem[] }
export type SaveResult = { ok: true; value: TransportRequest } | SaveFailure

type Place = NonNullable<DraftRequestData['pickup']>
type PlaceColumns = {
  addressId: number | null
  street: string | null
  cap: string | null
  city: string | null
  province: string | null
  referentName: string | null
  referentPhone: string | null
  referentEmail: string | null
  dateFrom: string | null
  dateTo: string | null
}

/** The place as typed, with the address/supplier chosen from the team's lists copied over it. */
async function resolvePlace(
  team: Team,
  place: Place | undefined,
  prefix: 'pickup' | 'delivery',
  trx: TransactionClientContract,
  problems: FieldProblem[]
): Promise<{ columns: PlaceColumns; supplierId: number | null }> {
  const typed = place ?? ({} as Place)
  const columns: PlaceColumns = {
    addressId: null,
    street: typed.street ?? null,
    cap: typed.cap ?? null,
    city: typed.city ?? null,
    province: typed.province ?? null,
    referentName: typed.referentName ?? null,
    referentPhone: typed.referentPhone ?? null,
    referentEmail: typed.referentEmail ?? null,
    dateFrom: typed.dateFrom ?? null,
    dateTo: typed.dateTo ?? null,
  }
  let supplierId: number | null = null
  const source = typed.source ?? 'new'
  const supplierIdInput = (typed as { supplierId?: number }).supplierId
  let record: Address | Supplier | null = null
  if (source === 'address' && typed.addressId) {
    record = await Address.query({ client: trx })
      .where('team_id', team.id)
      .where('id', typed.addressId)
      .first()
    if (!record) problems.push({ field: `${prefix}.addressId`, code: 'unknown_address' })
    else columns.addressId = record.id
  } else if (source === 'supplier' && supplierIdInput) {
    record = await Supplier.query({ client: trx })
      .where('team_id', team.id)
      .where('id', supplierIdInput)
      .first()
    if (!record) problems.push({ field: `${prefix}.supplierId`, code: 'unknown_supplier' })
    else supplierId = record.id
  }
  if (record) {
    columns.street = record.street
    columns.cap = record.cap
    columns.city = record.city
    columns.province = record.province
    columns.referentName = columns.referentName ?? record.referentName
    columns.referentPhone = columns.referentPhone ?? record.referentPhone
    columns.referentEmail = columns.referentEmail ?? record.referentEmail
  }
  return { columns, supplierId }
}

function toDate(value: string | null): DateTime | null {
  return value ? DateTime.fromISO(value, { zone: TIME_ZONE }) : null
}

function assignPlace(
  request: TransportRequest,
  prefix: 'pickup' | 'delivery',
  columns: PlaceColumns
) {
  const target = request as unknown as Record<string, unknown>
  target[`${prefix}AddressId`] = columns.addressId
  target[`${prefix}Street`] = columns.street
  target[`${prefix}Cap`] = columns.cap
  target[`${prefix}City`] = columns.city
  target[`${prefix}Province`] = columns.province
  target[`${prefix}ReferentName`] = columns.referentName
  target[`${prefix}ReferentPhone`] = columns.referentPhone
  target[`${prefix}ReferentEmail`] = columns.referentEmail
  target[`${prefix}DateFrom`] = toDate(columns.dateFrom)
  target[`${prefix}DateTo`] = toDate(columns.dateTo)
}

const iso = (value: DateTime) => value.toISODate()!

/** Closing days of the pickup and delivery places: platform-wide, team-wide, the chosen address or supplier. */
async function closingDaysFor(
  team: Team,
  request: TransportRequest,
  trx: TransactionClientContract
): Promise<{ pickup: ClosingDayRange[]; delivery: ClosingDayRange[] }> {
  const rows = await ClosingDay.query({ client: trx })
    .where((query) => {
      query
        .where((global) =>
          global.whereNull('team_id').whereNull('address_id').whereNull('supplier_id')
        )
        .orWhere((own) =>
          own.where('team_id', team.id).whereNull('address_id').whereNull('supplier_id')
        )
      const addressIds = [request.pickupAddressId, request.deliveryAddressId].filter(
        (id): id is number => !!id
      )
      if (addressIds.length) query.orWhereIn('address_id', addressIds)
      if (request.supplierId) query.orWhere('supplier_id', request.supplierId)
    })
    .orderBy('starts_on', 'asc')
  const pickup: ClosingDayRange[] = []
  const delivery: ClosingDayRange[] = []
  for (const row of rows) {
    const range = { from: iso(row.startsOn), to: iso(row.endsOn) }
    const everywhere = !row.addressId && !row.supplierId
    if (
      everywhere ||
      (row.addressId && row.addressId === request.pickupAddressId) ||
      (row.supplierId && row.supplierId === request.supplierId)
    ) {
      pickup.push(range)
    }
    if (everywhere || (row.addressId && row.addressId === request.deliveryAddressId))
      delivery.push(range)
  }
  return { pickup, delivery }
}

export type SaveRequestInput = {
  team: Team
  user: User
  data: DraftRequestData
  /** The draft being edited; a new request when absent. */
  request?: TransportRequest
  /** Submit (full rules + quote) rather than save a draft. */
  submit: boolean
  settings: PricingSettings
  /** Today in Rome, for tests. */
  now?: DateTime
}

/** Thrown (and caught below) to leave the transaction when only the problems were asked for. */
class Checked extends Error {}

/**
 * The problems a save would find in the places and dates (another team's
 * address, dates in the past, on closing days, in the wrong order), without
 * writing anything: the form shows them with the validator's own errors, in
 * one answer.
 */
export async function requestProblems(input: SaveRequestInput): Promise<FieldProblem[]> {
  try {
    const result = await saveOrCheck(input, true)
    return !result.ok && result.error === 'invalid' ? result.problems : []
  } catch (error) {
    if (error instanceof Checked) return []
    throw error
  }
}

/**
 * Saves a draft, or submits it: in one transaction the request and its
 * vehicles are written; on submit the dates are checked against working days
 * and closing days, and the request is either priced (a valid Quote, state
 * `quoted`) or sent to staff (`submitted` + needs_manual_quote).
 */
export async function saveRequest(input: SaveRequestInput): Promise<SaveResult> {
  const result = await saveOrCheck(input, false)
  /* after the commit: the staff's live feed (app/monitoring/listeners.ts) */
  if (result.ok && input.submit)
    await emitter.emit('request:submitted', { requestId: result.value.id })
  return result
}

async function saveOrCheck(input: SaveRequestInput, checkOnly: boolean): Promise<SaveResult> {
  const { team, user, data, submit, settings } = input
  const now = input.now ?? DateTime.now()
  if (input.request && !canEdit(input.request.state)) return { ok: false, error: 'not_editable' }

  return db.transaction(async (trx) => {
    const problems: FieldProblem[] = []
    const pickup = await resolvePlace(team, data.pickup, 'pickup', trx, problems)
    const delivery = await resolvePlace(team, data.delivery, 'delivery', trx, problems)

    const request = input.request ?? new TransportRequest()
    request.useTransaction(trx)
    if (!input.request) {
      request.teamId = team.id
      request.createdById = user.id
      request.state = 'draft'
      /* unique until the id is known (see below) */
      request.reference = `TMP-${now.toMillis().toString(36)}${Math.random().toString(36).slice(2, 8)}`
    }
    assignPlace(request, 'pickup', pickup.columns)
    assignPlace(request, 'delivery', delivery.columns)
    request.supplierId = pickup.supplierId
    request.express = Boolean(data.express)
    request.covered = Boolean(data.covered)
    request.extraInsurance = Boolean(data.extraInsurance)
    request.notes = data.notes ?? null

    const vehicles = (data.vehicles ?? []).map((vehicle, index) => ({
      category: vehicle.category ?? 'car',
      make: vehicle.make ?? '',
      model: vehicle.model ?? '',
      plate: vehicle.plate ?? null,
      vin: vehicle.vin ?? null,
      running: vehicle.running !== false,
      declaredValueCents: (vehicle.declaredValue as number | undefined) ?? 0,
      position: index,
    }))

    if (submit) {
      const closing = await closingDaysFor(team, request, trx)
      const dateProblems: DateProblem[] = dateWindowProblems({
        pickup: { from: pickup.columns.dateFrom, to: pickup.columns.dateTo },
        delivery: { from: delivery.columns.dateFrom, to: delivery.columns.dateTo },
        pickupClosingDays: closing.pickup,
        deliveryClosingDays: closing.delivery,
        today: now.setZone(TIME_ZONE).toISODate()!,
      })
      problems.push(...dateProblems)
    } else {
      problems.push(
        ...windowOrderProblems(
          { from: pickup.columns.dateFrom, to: pickup.columns.dateTo },
          { from: delivery.columns.dateFrom, to: delivery.columns.dateTo }
        )
      )
    }
    if (problems.length) return { ok: false as const, error: 'invalid' as const, problems }
    if (checkOnly) throw new Checked()

    await request.save()
    if (!input.request) {
      request.reference = formatReference(now.setZone(TIME_ZONE).year, request.id)
      await request.save()
    }
    await TransportRequestVehicle.query({ client: trx })
      .where('transport_request_id', request.id)
      .delete()
    if (vehicles.length) {
      await TransportRequestVehicle.createMany(
        vehicles.map((vehicle) => ({ ...vehicle, transportRequestId: request.id })),
        { client: trx }
      )
    }

    if (submit) {
      const quote = quoteForRequest(
        { ...request.$attributes, vehicles } as any,
        settings,
        team.plan === 'pro'
      )
      request.submittedAt = now
      if (quote.kind === 'incomplete') {
        /* cannot happen after the submit validator; keep the request for staff */
        request.state = 'submitted'
        request.needsManualQuote = true
      } else if (quote.kind === 'manual') {
        request.state = 'submitted'
        request.distanceKm = quote.distanceKm
        request.needsManualQuote = true
        request.manualReason = quote.reason
      } else {
        request.state = 'quoted'
        request.distanceKm = quote.distanceKm
        request.needsManualQuote = false
        request.manualReason = null
        await Quote.query({ client: trx })
          .where('transport_request_id', request.id)
          .where('state', 'valid')
          .update({ state: 'superseded' })
        const created = await Quote.create(
          {
            transportRequestId: request.id,
            teamId: team.id,
            state: 'valid',
            netCents: quote.breakdown.netCents,
            vatCents: quote.breakdown.vatCents,
            grossCents: quote.breakdown.grossCents,
            commissionCents: quote.breakdown.commissionCents,
            payoutCents: quote.breakdown.payoutCents,
            breakdown: quote.breakdown as unknown as Record<string, unknown>,
            inputs: {
              quote: quote.input,
              pickupProvince: request.pickupProvince,
              deliveryProvince: request.deliveryProvince,
              settings,
            } as unknown as Record<string, unknown>,
            settingsVersion: settings.version,
            manual: false,
            createdById: user.id,
            expiresAt: now.plus({ days: settings.quoteValidityDays }),
          },
          { client: trx }
        )
        await notifyQuoteReady(
          {
            quoteId: created.id,
            requestId: request.id,
            reference: request.reference,
            teamId: team.id,
            grossCents: created.grossCents,
          },
          trx
        )
      }
      await request.save()
      if (request.needsManualQuote) {
        await notifyManualQuoteRequested(
          {
            requestId: request.id,
            reference: request.reference,
            teamName: team.name,
            submittedAt: String(now.toMillis()),
          },
          trx
        )
      }
    }
    return { ok: true as const, value: request }
  })
}
