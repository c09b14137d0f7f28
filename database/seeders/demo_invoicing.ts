/**
 * Demo invoicing (issue 12): the platform's company data complete for
 * invoices, an invoice for every paid or refunded order of the demo dealers
 * (issued through the real action, one line per transport of the order), a
 * credit note for the cancelled order and one for the dispute resolved with
 * a partial refund, each with its XML and PDF and handed to the SDI file
 * drop; the demo carrier's payout IBAN. The lead's payment flows will issue
 * these themselves later (this seeder then only sets the company data and
 * the IBAN).
 */
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { settingsToForm } from '#pricing/domain/settings_form'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { issueCreditNote, issueInvoice } from '#invoicing/actions/issue_documents'
import { sendInvoiceToSdi } from '#invoicing/actions/send_to_sdi'
import { updatePayoutAccount } from '#payouts/actions/update_payout_account'

/** The platform's company as the demo shows it (valid check digits, not a real company). */
export const DEMO_COMPANY = {
  legalName: 'Trasporti S.r.l.',
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  street: 'Via Monte Napoleone 10',
  cap: '20121',
  city: 'Milano',
  province: 'MI',
  reaOffice: 'MI',
  reaNumber: '2012345',
  email: 'amministrazione@trasporti.example',
  pec: 'trasporti@pec.example.it',
  phone: '+39 02 1234567',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bankName: 'Banca Popolare di Esempio',
}

async function completeCompanyData(admin: User) {
  const settings = await currentPricingSettings()
  if (settings.company.vatNumber && settings.company.street) return
  await updatePlatformSettings({ ...settingsToForm(settings), company: DEMO_COMPANY }, admin)
}

type OrderRow = { id: number; team_id: number; state: string; payment_method: string }

/** One line per transport of the order: its route, vehicles and net price. */
async function linesOf(orderId: number) {
  const items = await db
    .from('order_items')
    .join('transport_requests', 'transport_requests.id', 'order_items.transport_request_id')
    .leftJoin('transports', 'transports.transport_request_id', 'order_items.transport_request_id')
    .where('order_items.order_id', orderId)
    .orderBy('order_items.id')
    .select('order_items.net_cents', 'transports.reference')
    .select('transport_requests.pickup_city', 'transport_requests.pickup_province')
    .select('transport_requests.delivery_city', 'transport_requests.delivery_province')
    .select(
      db
        .from('transport_request_vehicles')
        .whereColumn('transport_request_id', 'order_items.transport_request_id')
        .count('*')
        .as('vehicles')
    )
  return items.map((item) => {
    const vehicles = Number(item.vehicles)
    const what = item.reference ? `Trasporto ${item.reference}` : 'Trasporto di veicoli'
    return {
      description: `${what}: ${item.pickup_city} (${item.pickup_province}) → ${item.delivery_city} (${item.delivery_province}), ${vehicles} ${vehicles === 1 ? 'veicolo' : 'veicoli'}`,
      unitNetCents: Number(item.net_cents),
    }
  })
}

async function invoiceOrders(teams: Team[]) {
  const orders: OrderRow[] = await db
    .from('orders')
    .whereIn(
      'team_id',
      teams.map((team) => team.id)
    )
    .whereIn('state', ['paid', 'refunded'])
    .orderBy('id')
    .select('id', 'team_id', 'state', 'payment_method')
  for (const order of orders) {
    const lines = await linesOf(order.id)
    if (lines.length === 0) continue
    const issued = await db.transaction((trx) =>
      issueInvoice(
        {
          teamId: order.team_id,
          orderId: order.id,
          lines,
          paymentMethod: order.payment_method as 'wallet',
          idempotencyKey: `order:${order.id}`,
        },
        trx
      )
    )
    if (!issued.ok) {
      if (issued.error === 'customer_incomplete') continue
      throw new Error(`demo invoice failed: ${issued.error}`)
    }
    await sendInvoiceToSdi(issued.value.id)
    /* the cancelled order: refunded whole to the wallet */
    if (order.state === 'refunded') {
      await creditNote(
        issued.value.id,
        issued.value.grossCents,
        `refund:order:${order.id}`,
        "Ordine annullato prima dell'assegnazione: importo rimborsato sul portafoglio."
      )
    }
  }
}

async function creditNote(
  invoiceId: number,
  amountCents: number,
  key: string,
  reason: string,
  transportId?: number
) {
  const note = await db.transaction((trx) =>
    issueCreditNote({ invoiceId, amountCents, reason, idempotencyKey: key, transportId }, trx)
  )
  if (!note.ok) throw new Error(`demo credit note failed: ${note.error}`)
  await sendInvoiceToSdi(note.value.id)
}

/** The dispute staff resolved with a partial refund: its credit note, for the refunded cents. */
async function creditDisputeRefunds(teams: Team[]) {
  const refunds = await db
    .from('wallet_entries')
    .join('transports', 'transports.id', 'wallet_entries.transport_id')
    .whereIn(
      'wallet_entries.team_id',
      teams.map((team) => team.id)
    )
    .where('wallet_entries.kind', 'dispute_refund')
    .select('wallet_entries.amount_cents', 'transports.id as transport_id', 'transports.order_id')
  for (const refund of refunds) {
    const invoice = await db
      .from('invoices')
      .where('order_id', refund.order_id)
      .where('kind', 'invoice')
      .select('id')
      .first()
    if (!invoice) continue
    await creditNote(
      invoice.id,
      Number(refund.amount_cents),
      `refund:dispute:${refund.transport_id}`,
      'Contestazione risolta dallo staff con un rimborso parziale sul portafoglio.',
      refund.transport_id
    )
  }
}

export async function seedInvoicingDemo() {
  const admin = await User.findByOrFail('email', 'admin@example.com')
  await completeCompanyData(admin)
  const dealers = await Team.query().where('kind', 'dealer').orderBy('id')
  await invoiceOrders(dealers)
  await creditDisputeRefunds(dealers)

  /* the demo carrier is paid on this account */
  const carrier = await Team.findByOrFail('name', 'Trasporti Bianchi')
  const owner = await User.findByOrFail('email', 'transporter@example.com')
  const saved = await updatePayoutAccount(
    carrier,
    {
      iban: 'IT66A0306909606100000012345',
      accountHolder: carrier.legalName ?? carrier.name,
      bic: 'BCITITMMXXX',
    },
    owner.id
  )
  if (!saved.ok) throw new Error(`demo payout account failed: ${saved.error}`)
}
