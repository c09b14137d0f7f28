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
import { seedWalletCredit } from '#wallet/actions/append_wallet_entry'
import { transitionTransport } from '#transports/actions/transition_transport'
import { addWorkingDays } from '#shared/working_days'
import { todayInRome } from '#shared/time_zone'

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
  verona: {
    street: 'Viale del Lavoro 33',
    cap: '37135',
    city: 'Verona',
    province: 'VR',
    referentName: 'Marta Zanetti',
    referentPhone: '+39 045 222 1100',
  },
}

const VEHICLES = [
  {
    category: 'car',
    make: 'Fiat',
    model: 'Tipo',
    plate: 'GA123BC',
    running: true,
    declaredValue: 14500,
  },
  {
    category: 'suv',
    make: 'Jeep',
    model: 'Compass',
    plate: 'GB456CD',
    running: true,
    declaredValue: 27900,
  },
  {
    category: 'city_car',
    make: 'Fiat',
    model: 'Panda',
    plate: 'GC789DE',
    running: true,
    declaredValue: 9800,
  },
  {
    category: 'van',
    make: 'Iveco',
    model: 'Daily',
    plate: 'GD012EF',
    running: false,
    declaredValue: 21000,
  },
  {
    category: 'luxury',
    make: 'Maserati',
    model: 'Ghibli',
    plate: 'GE345FG',
    running: true,
    declaredValue: 68000,
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

  await seedWalletCredit(dealer.id, 2_000_000, 'Credito iniziale (dati demo)', admin.id)
  await seedWalletCredit(dealer2.id, 500_000, 'Credito iniziale (dati demo)', admin.id)

  const today = todayInRome()
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
        vehicles: vehicles.map((vehicle) => ({
          ...vehicle,
          plate: vehicle.plate.slice(0, 5) + String(10 + counter).slice(-2),
        })),
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
  async function moveTo(transport: Transport, states: string[]) {
    for (const to of states) {
      const result = await transitionTransport({
        transportId: transport.id,
        to,
        actor: asAdmin,
        transporterTeamId: to === 'assigned' ? carrier.id : undefined,
        pickupOn: to === 'pickup_scheduled' ? day(3) : undefined,
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
  ]
  for (const [index, states] of targets.entries()) {
    const [from, to] = routes[index]!
    const { transport } = await paidTransport(
      dealer,
      dealerUser,
      from,
      to,
      VEHICLES.slice(index % 3, (index % 3) + 1 + (index % 2))
    )
    await moveTo(transport, states)
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

  /* The second dealer: a quoted request and a published transport (isolation can be seen). */
  await request(dealer2, dealer2User, PLACES.torino, PLACES.milano, VEHICLES.slice(0, 1))
  await paidTransport(dealer2, dealer2User, PLACES.torino, PLACES.roma, VEHICLES.slice(1, 3))
}
