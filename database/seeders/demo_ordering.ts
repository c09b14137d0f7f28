import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import type TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import Transport from '#transports/models/transport'
import { seedVehicleCatalogue } from '#pricing/seed'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { saveRequest } from '#requests/actions/save_request'
import { cancelRequest, expireQuotes } from '#requests/actions/manage_requests'
import { addToCart } from '#ordering/actions/manage_cart'
import { checkout } from '#ordering/actions/checkout'
import { cancelOrder } from '#ordering/actions/cancel_order'
import { receiveBankTransfer } from '#ordering/actions/bank_transfer'
import { cancelTransport } from '#transports/actions/cancel_transport'
import { creditWallet, seedWalletCredit } from '#wallet/actions/wallet_movements'
import { transitionTransport } from '#transports/actions/transition_transport'
import { openDispute, resolveDispute } from '#transports/actions/disputes'
import db from '@adonisjs/lucid/services/db'
import { addWorkingDays, isWorkingDay } from '#shared/working_days'
import { TIME_ZONE, todayInRome } from '#shared/time_zone'

/* Letters of Italian plates (I, O, Q and U are never used). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'
let plates = 0

/** A unique plate in the current Italian format (two letters, three digits, two letters). */
function nextPlate() {
  plates += 1
  const letter = (index: number) => PLATE_LETTERS[index % PLATE_LETTERS.length]
  const digits = String(((plates * 137) % 900) + 100)
  return `G${letter(plates)}${digits}${letter(plates * 7)}${letter(plates * 3 + 5)}`
}

/** The working day `days` working days before `from` (calendar dates in Rome). */
function workingDaysBefore(from: string, days: number) {
  let day = DateTime.fromISO(from)
  let left = days
  while (left > 0) {
    day = day.minus({ days: 1 })
    if (isWorkingDay(day.toISODate()!)) left -= 1
  }
  return day.toISODate()!
}

/** A time of a calendar day in Rome, as the database stores timestamps (UTC). */
function at(day: string, hour: number) {
  return DateTime.fromISO(`${day}T${String(hour).padStart(2, '0')}:00`, { zone: TIME_ZONE })
    .toUTC()
    .toFormat('yyyy-MM-dd HH:mm:ss')
}

/**
 * Moves a demo transport that is already under way back in time, so that its
 * dates agree with its state: picked up before today, delivered yesterday,
 * completed two days after delivery, ordered and paid a few days before the
 * pickup (its request, quote, order, payment and timeline along with it).
 */
async function backdate(transport: Transport, pickupOn: string, deliveredOn: string | null) {
  const paidDay = workingDaysBefore(pickupOn, 3)
  const delivery = deliveredOn ?? addWorkingDays(pickupOn, 2)
  const times: Record<string, string> = {
    assigned: at(workingDaysBefore(pickupOn, 2), 11),
    pickup_scheduled: at(workingDaysBefore(pickupOn, 1), 15),
    picked_up: at(pickupOn, 9),
    in_transit: at(pickupOn, 10),
    delivered: at(delivery, 16),
    disputed: at(delivery, 18),
    completed: at(addWorkingDays(delivery, 2), 17),
  }
  await db
    .from('transports')
    .where('id', transport.id)
    .update({
      pickup_on: pickupOn,
      delivery_estimate_on: delivery,
      pickup_date_from: workingDaysBefore(pickupOn, 1),
      pickup_date_to: addWorkingDays(pickupOn, 2),
      delivery_date_from: workingDaysBefore(delivery, 1),
      delivery_date_to: addWorkingDays(delivery, 3),
      assigned_at: times.assigned,
      picked_up_at: transport.pickedUpAt ? times.picked_up : null,
      delivered_at: transport.deliveredAt ? times.delivered : null,
      completed_at: transport.completedAt ? times.completed : null,
      /* when it entered its state (Admin → Monitoring's stuck transports) */
      ...(times[transport.state] ? { state_changed_at: times[transport.state] } : {}),
      created_at: at(paidDay, 10),
    })
  await db
    .from('transport_requests')
    .where('id', transport.transportRequestId)
    .update({
      pickup_date_from: workingDaysBefore(pickupOn, 1),
      pickup_date_to: addWorkingDays(pickupOn, 2),
      delivery_date_from: workingDaysBefore(delivery, 1),
      delivery_date_to: addWorkingDays(delivery, 3),
      created_at: at(paidDay, 8),
      submitted_at: at(paidDay, 8),
    })
  await db
    .from('quotes')
    .where('id', transport.quoteId)
    .update({ created_at: at(paidDay, 8) })
  await db
    .from('orders')
    .where('id', transport.orderId)
    .update({ created_at: at(paidDay, 10), paid_at: at(paidDay, 10) })
  await backdateMoney(
    db
      .from('ledger_transactions')
      .where('order_id', transport.orderId)
      .where('kind', 'order_payment'),
    at(paidDay, 10)
  )
  /* a dispute opened two hours after delivery, resolved when the transport completed */
  await db
    .from('disputes')
    .where('transport_id', transport.id)
    .update({
      created_at: times.disputed,
      updated_at: transport.completedAt ? times.completed : times.disputed,
      resolved_at: transport.completedAt ? times.completed : null,
    })
  for (const kind of ['dispute_refund', 'completion']) {
    await backdateMoney(
      db.from('ledger_transactions').where('transport_id', transport.id).where('kind', kind),
      kind === 'dispute_refund' ? at(addWorkingDays(delivery, 2), 16) : times.completed
    )
  }
  if (transport.completedAt) {
    await db
      .from('payables')
      .where('transport_id', transport.id)
      .where('kind', 'transport')
      .update({ created_at: times.completed })
  }
  const events = await db.from('transport_events').where('transport_id', transport.id)
  for (const event of events) {
    const time = event.type === 'created' ? at(paidDay, 10) : times[event.to_state]
    if (time) await db.from('transport_events').where('id', event.id).update({ created_at: time })
  }
}

/**
 * Dates the demo's money movements (the transactions a query selects, and
 * their entries) as their backdated transport: the ledger is append-only for
 * the application; the demo only moves it back in time once, when seeding.
 * The running balances stay right: the movements keep their order (ids).
 */
async function backdateMoney(transactions: ReturnType<typeof db.from>, time: string) {
  const rows: { id: number }[] = await transactions.select('id')
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return
  await db.from('ledger_transactions').whereIn('id', ids).update({ created_at: time })
  await db.from('ledger_entries').whereIn('transaction_id', ids).update({ created_at: time })
}

type Place = {
  street: string
  cap: string
  city: string
  province: string
  referentName: string
  referentPhone: string
}

const PLACES: Record<string, Place> = {
  milano: {
    street: 'Viale Certosa 250',
    cap: '20156',
    city: 'Milano',
    province: 'MI',
    referentName: 'Carlo Brambilla',
    referentPhone: '+39 02 1234 5678',
  },
  roma: {
    street: 'Via Tiburtina 1020',
    cap: '00156',
    city: 'Roma',
    province: 'RM',
    referentName: 'Francesca Ricci',
    referentPhone: '+39 06 9876 5432',
  },
  torino: {
    street: 'Corso Giulio Cesare 300',
    cap: '10154',
    city: 'Torino',
    province: 'TO',
    referentName: 'Davide Ferrero',
    referentPhone: '+39 011 555 1234',
  },
  firenze: {
    street: 'Viale Guidoni 120',
    cap: '50127',
    city: 'Firenze',
    province: 'FI',
    referentName: 'Lorenzo Bianchi',
    referentPhone: '+39 055 444 3322',
  },
  napoli: {
    street: 'Via Argine 400',
    cap: '80147',
    city: 'Napoli',
    province: 'NA',
    referentName: 'Gennaro Esposito',
    referentPhone: '+39 081 777 8899',
  },
  bologna: {
    street: 'Via Stalingrado 45',
    cap: '40128',
    city: 'Bologna',
    province: 'BO',
    referentName: 'Stefano Gualandi',
    referentPhone: '+39 051 633 4455',
  },
  genova: {
    street: 'Via Pionieri e Aviatori d’Italia 60',
    cap: '16154',
    city: 'Genova',
    province: 'GE',
    referentName: 'Laura Parodi',
    referentPhone: '+39 010 650 1122',
  },
  venezia: {
    street: 'Via Torino 105',
    cap: '30172',
    city: 'Venezia',
    province: 'VE',
    referentName: 'Andrea Scarpa',
    referentPhone: '+39 041 531 7788',
  },
  bari: {
    street: 'Viale Europa 12',
    cap: '70132',
    city: 'Bari',
    province: 'BA',
    referentName: 'Nicola Lorusso',
    referentPhone: '+39 080 534 9900',
  },
  pescara: {
    street: 'Via Tiburtina Valeria 300',
    cap: '65128',
    city: 'Pescara',
    province: 'PE',
    referentName: 'Chiara Di Marco',
    referentPhone: '+39 085 431 2233',
  },
  brescia: {
    street: 'Via Volta 90',
    cap: '25124',
    city: 'Brescia',
    province: 'BS',
    referentName: 'Franco Bonomi',
    referentPhone: '+39 030 242 6677',
  },
  verona: {
    street: 'Viale del Lavoro 33',
    cap: '37135',
    city: 'Verona',
    province: 'VR',
    referentName: 'Marta Zanetti',
    referentPhone: '+39 045 222 1100',
  },
}

/* Declared values in euro cents (the form's euros, as the validator leaves them): list prices of used cars. */
const VEHICLES = [
  {
    category: 'car',
    make: 'Fiat',
    model: 'Tipo',
    plate: 'GA123BC',
    running: true,
    declaredValue: 1_450_000,
  },
  {
    category: 'suv',
    make: 'Jeep',
    model: 'Compass',
    plate: 'GB456CD',
    running: true,
    declaredValue: 2_790_000,
  },
  {
    category: 'city_car',
    make: 'Fiat',
    model: 'Panda',
    plate: 'GC789DE',
    running: true,
    declaredValue: 980_000,
  },
  {
    category: 'van',
    make: 'Iveco',
    model: 'Daily',
    plate: 'GD012EF',
    running: false,
    declaredValue: 2_100_000,
  },
  {
    category: 'luxury',
    make: 'Maserati',
    model: 'Ghibli',
    plate: 'GE345FG',
    running: true,
    declaredValue: 6_800_000,
  },
]

/**
 * Requests, quotes, orders, wallets and transports in every state, made
 * through the same actions the pages use (so the data is consistent: every
 * debit has its order, every transport its events).
 */
export async function seedOrderingDemo() {
  await seedVehicleCatalogue()
  const settings = await currentPricingSettings()
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const dealerUser = await User.findByOrFail('email', 'dealer@example.com')
  const dealer2User = await User.findByOrFail('email', 'dealer2@example.com')
  const dealer = await Team.findByOrFail('name', 'Autosalone Rossi')
  const dealer2 = await Team.findByOrFail('name', 'Concessionaria Verdi')
  const carrier = await Team.findByOrFail('name', 'Trasporti Bianchi')

  await seedWalletCredit(dealer.id, 6_000_000, 'Credito iniziale (dati demo)', admin.id)
  await seedWalletCredit(dealer2.id, 2_000_000, 'Credito iniziale (dati demo)', admin.id)

  const today = todayInRome()
  /* the initial credits came before every backdated payment (statements never dip below zero) */
  await backdateMoney(
    db.from('ledger_transactions').whereIn('team_id', [dealer.id, dealer2.id]),
    at(workingDaysBefore(today, 60), 9)
  )
  /* a past top-up by card, as Stripe's webhook posts it (shown even without Stripe keys) */
  const cardTopUp = await creditWallet(dealer.id, 50_000, {
    source: 'card',
    kind: 'card_top_up',
    key: 'stripe:demo_cs_rossi_1',
    byUserId: null,
  })
  if (cardTopUp.ok) {
    await backdateMoney(
      db.from('ledger_transactions').where('id', cardTopUp.value.id),
      at(workingDaysBefore(today, 60), 11)
    )
  }
  const day = (workingDays: number) => addWorkingDays(today, workingDays)

  let counter = 0
  async function request(
    team: Team,
    user: User,
    from: Place,
    to: Place,
    vehicles: typeof VEHICLES,
    submit = true,
    extra = {}
  ) {
    counter += 1
    const result = await saveRequest({
      team,
      user,
      submit,
      settings,
      data: {
        pickup: { source: 'new', ...from, dateFrom: day(3), dateTo: day(8) },
        delivery: { source: 'new', ...to, dateFrom: day(5), dateTo: day(15) },
        vehicles: vehicles.map((vehicle) => ({ ...vehicle, plate: nextPlate() })),
        express: counter % 4 === 0,
        covered: counter % 5 === 0,
        extraInsurance: counter % 3 === 0,
        notes: 'Richiesta di esempio creata con i dati demo.',
        ...extra,
      } as any,
    })
    if (!result.ok) throw new Error(`demo request failed: ${JSON.stringify(result)}`)
    return result.value
  }
  const quoteOf = (ofRequest: TransportRequest) =>
    Quote.query().where('transport_request_id', ofRequest.id).where('state', 'valid').firstOrFail()

  /* Requests: draft, waiting for a manual quote, quoted (one in the cart), expired, cancelled. */
  await request(dealer, dealerUser, PLACES.milano, PLACES.roma, VEHICLES.slice(0, 1), false)
  await request(
    dealer,
    dealerUser,
    PLACES.torino,
    PLACES.napoli,
    [...VEHICLES, ...VEHICLES].slice(0, 9)
  )
  await request(dealer, dealerUser, PLACES.firenze, PLACES.milano, VEHICLES.slice(0, 2))
  const inCart = await request(dealer, dealerUser, PLACES.verona, PLACES.roma, VEHICLES.slice(1, 2))
  const cartQuote = await quoteOf(inCart)
  await addToCart({ teamId: dealer.id, userId: dealerUser.id, quoteId: cartQuote.id })
  const toExpire = await request(
    dealer,
    dealerUser,
    PLACES.napoli,
    PLACES.firenze,
    VEHICLES.slice(2, 3)
  )
  await Quote.query()
    .where('transport_request_id', toExpire.id)
    .update({ expiresAt: DateTime.now().minus({ days: 1 }).toSQL() })
  await expireQuotes()
  await cancelRequest(
    await request(dealer, dealerUser, PLACES.roma, PLACES.torino, VEHICLES.slice(0, 1))
  )

  /* Orders: one per transport state to show, plus one cancelled (refunded). */
  async function paidTransport(
    team: Team,
    user: User,
    from: Place,
    to: Place,
    vehicles: typeof VEHICLES
  ) {
    const quoted = await request(team, user, from, to, vehicles)
    const quote = await quoteOf(quoted)
    await addToCart({ teamId: team.id, userId: user.id, quoteId: quote.id })
    const order = await checkout({ teamId: team.id, userId: user.id, quoteIds: [quote.id] })
    if (!order.ok) throw new Error(`demo checkout failed: ${JSON.stringify(order)}`)
    return {
      order: order.value,
      transport: await Transport.query().where('order_id', order.value.id).firstOrFail(),
    }
  }
  const asAdmin = { kind: 'admin' as const, userId: admin.id }
  /* A transport under way is scheduled on its (past) pickup day: nobody picks up before it. */
  async function moveTo(transport: Transport, states: string[], pickupOn = day(3)) {
    for (const to of states) {
      const result = await transitionTransport({
        transportId: transport.id,
        to,
        actor: asAdmin,
        transporterTeamId: to === 'assigned' ? carrier.id : undefined,
        pickupOn: to === 'pickup_scheduled' ? pickupOn : undefined,
      })
      if (!result.ok) throw new Error(`demo transition to ${to} failed: ${JSON.stringify(result)}`)
    }
  }

  const journey = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit', 'delivered']
  const routes: [Place, Place][] = [
    [PLACES.milano, PLACES.torino],
    [PLACES.verona, PLACES.milano],
    [PLACES.firenze, PLACES.roma],
    [PLACES.roma, PLACES.napoli],
    [PLACES.torino, PLACES.verona],
    [PLACES.napoli, PLACES.milano],
    [PLACES.milano, PLACES.firenze],
    [PLACES.roma, PLACES.milano],
    [PLACES.bologna, PLACES.bari],
  ]
  const targets: string[][] = [
    [],
    journey.slice(0, 1),
    journey.slice(0, 2),
    journey.slice(0, 3),
    journey.slice(0, 4),
    journey,
    [...journey, 'completed'],
    [...journey, 'disputed'],
    /* a dispute staff resolved with a partial refund */
    [...journey, 'resolved'],
  ]
  /* Where a transport under way stands in time: pickup day and delivery day (null: not yet). */
  const yesterday = workingDaysBefore(today, 1)
  const pastDays: Record<string, [string, string | null]> = {
    picked_up: [yesterday, null],
    in_transit: [workingDaysBefore(today, 2), null],
    delivered: [workingDaysBefore(today, 3), yesterday],
    completed: [workingDaysBefore(today, 8), workingDaysBefore(today, 6)],
    disputed: [workingDaysBefore(today, 3), yesterday],
    resolved: [workingDaysBefore(today, 9), workingDaysBefore(today, 7)],
  }
  for (const [index, states] of targets.entries()) {
    const [from, to] = routes[index]!
    const { transport } = await paidTransport(
      dealer,
      dealerUser,
      from,
      to,
      VEHICLES.slice(index % 3, (index % 3) + 1 + (index % 2))
    )
    const past = pastDays[states.at(-1) ?? '']
    const disputed = states.at(-1) === 'disputed' || states.at(-1) === 'resolved'
    await moveTo(transport, disputed ? states.slice(0, -1) : states, past?.[0])
    /* the dispute the dealer opened, with its reason (no photos in the demo) */
    if (disputed) {
      const opened = await openDispute({
        transportId: transport.id,
        actor: { kind: 'dealer', userId: dealerUser.id, teamId: dealer.id },
        reasonCode: 'damage',
        description:
          'Graffio profondo sulla portiera posteriore destra, non presente alla consegna del veicolo al trasportatore.',
        photos: [],
      })
      if (!opened.ok) throw new Error(`demo dispute failed: ${JSON.stringify(opened)}`)
    }
    if (states.at(-1) === 'resolved') {
      const resolved = await resolveDispute({
        transportId: transport.id,
        staffUserId: admin.id,
        decision:
          'Il danno è documentato dalle foto della consegna e assente da quelle del ritiro: rimborso parziale del costo della riparazione.',
        refundCents: 4_500,
      })
      if (!resolved.ok) throw new Error(`demo resolution failed: ${JSON.stringify(resolved)}`)
    }
    if (past) await backdate(await transport.refresh(), ...past)
  }
  /* More completed transports, weeks ago (ratings, issue 11): the last beyond the 30 days to rate. */
  for (const [index, daysAgo] of [12, 18, 40].entries()) {
    const [from, to] = routes[(index + 3) % routes.length]!
    const { transport } = await paidTransport(
      dealer,
      dealerUser,
      from,
      to,
      VEHICLES.slice(index % 3, (index % 3) + 1)
    )
    const past: [string, string] = [
      workingDaysBefore(today, daysAgo),
      workingDaysBefore(today, daysAgo - 2),
    ]
    await moveTo(transport, [...journey, 'completed'], past[0])
    await backdate(await transport.refresh(), ...past)
  }
  const { order: cancelled } = await paidTransport(
    dealer,
    dealerUser,
    PLACES.verona,
    PLACES.napoli,
    VEHICLES.slice(0, 1)
  )
  const cancel = await cancelOrder({
    orderId: cancelled.id,
    teamId: dealer.id,
    actor: { kind: 'dealer', userId: dealerUser.id },
  })
  if (!cancel.ok) throw new Error(`demo cancel failed: ${JSON.stringify(cancel)}`)

  /* cancelled by the dealer after the carrier was assigned: the cancellation fee is owed to the carrier */
  const { transport: late } = await paidTransport(
    dealer,
    dealerUser,
    PLACES.bologna,
    PLACES.torino,
    VEHICLES.slice(1, 2)
  )
  await moveTo(late, ['assigned'])
  const lateCancel = await cancelTransport({
    transportId: late.id,
    teamId: dealer.id,
    userId: dealerUser.id,
  })
  if (!lateCancel.ok) throw new Error(`demo late cancel failed: ${JSON.stringify(lateCancel)}`)

  /*
   * The marketplace: transports paid and waiting for a carrier, from all over
   * Italy (each carrier sees those starting where it works).
   */
  const market: [Place, Place][] = [
    [PLACES.milano, PLACES.bari],
    [PLACES.brescia, PLACES.roma],
    [PLACES.bologna, PLACES.napoli],
    [PLACES.venezia, PLACES.firenze],
    [PLACES.verona, PLACES.pescara],
    [PLACES.genova, PLACES.milano],
    [PLACES.roma, PLACES.bologna],
    [PLACES.napoli, PLACES.venezia],
    [PLACES.bari, PLACES.milano],
    [PLACES.firenze, PLACES.brescia],
    [PLACES.pescara, PLACES.torino],
    [PLACES.torino, PLACES.genova],
  ]
  for (const [index, [from, to]] of market.entries()) {
    const [team, user] = index % 3 === 2 ? [dealer2, dealer2User] : [dealer, dealerUser]
    await paidTransport(
      team,
      user,
      from,
      to,
      VEHICLES.slice(index % 4, (index % 4) + 1 + (index % 3))
    )
  }
  for (const [index, [from, to]] of market.entries()) {
    await paidTransport(
      index % 4 === 3 ? dealer2 : dealer,
      index % 4 === 3 ? dealer2User : dealerUser,
      to,
      from,
      VEHICLES.slice((index + 1) % 4, ((index + 1) % 4) + 1)
    )
  }

  const more: [Place, Place][] = [
    [PLACES.milano, PLACES.napoli],
    [PLACES.verona, PLACES.roma],
    [PLACES.bologna, PLACES.torino],
    [PLACES.brescia, PLACES.bari],
    [PLACES.venezia, PLACES.genova],
    [PLACES.napoli, PLACES.milano],
    [PLACES.roma, PLACES.verona],
    [PLACES.firenze, PLACES.venezia],
  ]
  for (const [index, [from, to]] of more.entries()) {
    await paidTransport(dealer, dealerUser, from, to, VEHICLES.slice(index % 4, (index % 4) + 1))
  }

  /* The second dealer: a quoted request in its cart and a published transport (isolation can be seen). */
  const quoted2 = await request(
    dealer2,
    dealer2User,
    PLACES.torino,
    PLACES.milano,
    VEHICLES.slice(0, 1)
  )
  const cart2 = await quoteOf(quoted2)
  await addToCart({ teamId: dealer2.id, userId: dealer2User.id, quoteId: cart2.id })
  await paidTransport(dealer2, dealer2User, PLACES.torino, PLACES.roma, VEHICLES.slice(1, 3))
  await transferWaiting(
    dealer2,
    dealer2User,
    admin,
    await quoteOf(
      await request(dealer2, dealer2User, PLACES.genova, PLACES.firenze, VEHICLES.slice(0, 1))
    )
  )

  /*
   * What needs a human (Admin → Analytics → Monitoring): the carrier missed
   * yesterday's pickup, and a car on the road since four working days ago was
   * due two days ago. The only demo transports whose dates are overdue.
   */
  const overdue: [string[], string, Place, Place][] = [
    [journey.slice(0, 2), yesterday, PLACES.genova, PLACES.roma],
    [journey.slice(0, 4), workingDaysBefore(today, 4), PLACES.bari, PLACES.torino],
  ]
  for (const [states, pickupOn, from, to] of overdue) {
    const { transport } = await paidTransport(dealer, dealerUser, from, to, VEHICLES.slice(0, 1))
    await moveTo(transport, states, pickupOn)
    await backdate(await transport.refresh(), pickupOn, null)
  }
}

/**
 * A bank transfer waiting (issue 12): the quote ordered by bank transfer, half
 * of the amount received so far (in the wallet); the rest is still due.
 */
async function transferWaiting(team: Team, user: User, admin: User, quote: Quote) {
  await addToCart({ teamId: team.id, userId: user.id, quoteId: quote.id })
  const waiting = await checkout({
    teamId: team.id,
    userId: user.id,
    quoteIds: [quote.id],
    paymentMethod: 'bank_transfer',
  })
  if (!waiting.ok) throw new Error(`demo bank transfer order failed: ${waiting.error}`)
  const received = await receiveBankTransfer({
    orderId: waiting.value.id,
    amountCents: Math.floor(waiting.value.grossCents / 2),
    adminUserId: admin.id,
    key: 'demo',
  })
  if (!received.ok) throw new Error(`demo bank transfer failed: ${received.error}`)
}
