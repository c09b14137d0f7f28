/*
 * Bulk data for the benchmark databases: on top of the demo data (migrations
 * + `node ace demo:seed`), the demo dealer's team (dealer@example.com) gets
 * exactly `transports` transports, each with its request, vehicles, quote,
 * order, order line, ledger entries (payment, refund when cancelled, top-ups
 * when the balance would not cover it) and timeline events; about half as
 * many requests that were never ordered (drafts, waiting for a manual quote,
 * quoted, expired, cancelled); and 30 more dealer teams and 12 carriers with
 * a quarter as many transports between them, so the staff lists see more than
 * one team.
 *
 * Shape of the data (what the indexes and queries will meet):
 * - two years of history up to now, ids in time order across tables;
 * - states follow each transport's own schedule (assigned, pickup day,
 *   delivery estimate, completion 48 h after delivery), so only the last
 *   weeks hold active transports and old ones are completed; ~5% cancelled
 *   before pickup (order refunded), ~2% disputed after delivery;
 * - 36 cities in all 20 regions, 1-6 vehicles of every category, prices from
 *   the demo pricing settings, islands quoted by hand.
 *
 * Deterministic: the same `transports`, `seed` and `now` give the same rows.
 * Plain multi-row INSERTs in one transaction through better-sqlite3 (libsql):
 * 100,000 transports (about 1.5 million rows) take seconds.
 */

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000
const HISTORY_DAYS = 730

/** [city, province, region, cap, street, latitude, longitude] */
const CITIES = [
  ['Torino', 'TO', 'piemonte', '10154', 'Corso Giulio Cesare 300', 45.07, 7.69],
  ['Cuneo', 'CN', 'piemonte', '12100', 'Corso Nizza 80', 44.39, 7.55],
  ['Aosta', 'AO', 'valle_d_aosta', '11100', 'Corso Ivrea 120', 45.74, 7.32],
  ['Milano', 'MI', 'lombardia', '20156', 'Viale Certosa 250', 45.46, 9.19],
  ['Bergamo', 'BG', 'lombardia', '24126', 'Via Grumello 60', 45.7, 9.67],
  ['Brescia', 'BS', 'lombardia', '25125', 'Via Orzinuovi 110', 45.54, 10.22],
  ['Trento', 'TN', 'trentino_alto_adige', '38121', 'Via Brennero 300', 46.07, 11.12],
  ['Bolzano', 'BZ', 'trentino_alto_adige', '39100', 'Via Galvani 40', 46.5, 11.35],
  ['Verona', 'VR', 'veneto', '37135', 'Viale del Lavoro 33', 45.44, 10.99],
  ['Padova', 'PD', 'veneto', '35127', 'Corso Stati Uniti 14', 45.41, 11.88],
  ['Treviso', 'TV', 'veneto', '31100', 'Viale della Repubblica 200', 45.67, 12.24],
  ['Udine', 'UD', 'friuli_venezia_giulia', '33100', 'Viale Tricesimo 180', 46.07, 13.23],
  ['Trieste', 'TS', 'friuli_venezia_giulia', '34147', 'Via Flavia 120', 45.65, 13.78],
  ['Genova', 'GE', 'liguria', '16152', 'Via Puccini 30', 44.41, 8.93],
  ['Bologna', 'BO', 'emilia_romagna', '40133', 'Via Emilia 120', 44.49, 11.34],
  ['Modena', 'MO', 'emilia_romagna', '41124', 'Via Giardini 455', 44.65, 10.93],
  ['Parma', 'PR', 'emilia_romagna', '43122', 'Via Emilia Est 88', 44.8, 10.33],
  ['Firenze', 'FI', 'toscana', '50127', 'Viale Guidoni 120', 43.77, 11.25],
  ['Pisa', 'PI', 'toscana', '56121', 'Via Aurelia Sud 40', 43.72, 10.4],
  ['Perugia', 'PG', 'umbria', '06132', 'Via Settevalli 320', 43.11, 12.39],
  ['Ancona', 'AN', 'marche', '60131', 'Via Flaminia 150', 43.62, 13.52],
  ['Roma', 'RM', 'lazio', '00156', 'Via Tiburtina 1020', 41.9, 12.5],
  ['Latina', 'LT', 'lazio', '04100', 'Via Epitaffio 50', 41.47, 12.9],
  ['Pescara', 'PE', 'abruzzo', '65129', 'Via Tiburtina Valeria 200', 42.46, 14.21],
  ['Campobasso', 'CB', 'molise', '86100', 'Via Mazzini 90', 41.56, 14.66],
  ['Napoli', 'NA', 'campania', '80147', 'Via Argine 400', 40.85, 14.27],
  ['Salerno', 'SA', 'campania', '84131', 'Via Wenner 20', 40.68, 14.77],
  ['Bari', 'BA', 'puglia', '70123', 'Viale Europa 70', 41.12, 16.87],
  ['Lecce', 'LE', 'puglia', '73100', 'Via Taranto 150', 40.35, 18.17],
  ['Potenza', 'PZ', 'basilicata', '85100', 'Via del Gallitello 60', 40.64, 15.8],
  ['Cosenza', 'CS', 'calabria', '87100', 'Via Popilia 200', 39.3, 16.25],
  ['Reggio Calabria', 'RC', 'calabria', '89129', 'Viale Calabria 300', 38.11, 15.65],
  ['Palermo', 'PA', 'sicilia', '90135', 'Via Ugo La Malfa 80', 38.12, 13.36],
  ['Catania', 'CT', 'sicilia', '95121', 'Zona Industriale Strada 5', 37.5, 15.09],
  ['Cagliari', 'CA', 'sardegna', '09122', 'Viale Elmas 140', 39.22, 9.11],
  ['Sassari', 'SS', 'sardegna', '07100', 'Zona Industriale Predda Niedda 12', 40.73, 8.56],
].map(([city, province, region, cap, street, lat, lon]) => ({
  city,
  province,
  region,
  cap,
  street,
  lat,
  lon,
}))
const ISLANDS = new Set(['sicilia', 'sardegna'])

/** category → [coefficient ‰, weight, [make, model, value in cents]…] */
const CATEGORIES = {
  city_car: [900, 20, ['Fiat', 'Panda', 980000], ['Toyota', 'Aygo X', 1450000]],
  car: [1000, 35, ['Fiat', 'Tipo', 1450000], ['Volkswagen', 'Golf', 2590000]],
  suv: [1150, 22, ['Jeep', 'Compass', 2790000], ['Peugeot', '3008', 3100000]],
  van: [1300, 10, ['Iveco', 'Daily', 2100000], ['Ford', 'Transit', 2650000]],
  luxury: [1500, 5, ['Maserati', 'Ghibli', 6800000], ['Porsche', 'Macan', 7900000]],
  motorcycle: [700, 8, ['Ducati', 'Monster', 1150000], ['Piaggio', 'Beverly 300', 520000]],
}
const SURNAMES = [
  'Ferrari',
  'Russo',
  'Esposito',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
]
const FIRST_NAMES = ['Luca', 'Giulia', 'Marco', 'Sara', 'Andrea', 'Chiara', 'Paolo', 'Elena']
const DEALER_WORDS = ['Autosalone', 'Concessionaria', 'Auto', 'Motori', 'Car Center']
const CARRIER_WORDS = ['Trasporti', 'Logistica', 'Autotrasporti']

/** A small, fast, seeded generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pad = (value, length = 2) => String(value).padStart(length, '0')
/** 'YYYY-MM-DD HH:mm:ss' in UTC, as Lucid stores timestamps in SQLite. */
function timestamp(ms) {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
const date = (ms) => timestamp(ms).slice(0, 10)
const startOfDay = (ms) => Math.floor(ms / DAY) * DAY

/** Buffers rows of one table and writes them as multi-row INSERTs. */
class TableWriter {
  constructor(db, table) {
    this.db = db
    this.table = table
    this.existing = new Set(
      db
        .prepare(`pragma table_info(${table})`)
        .all()
        .map((column) => column.name)
    )
    if (this.existing.size === 0) throw new Error(`bench data: no table ${table}`)
    this.columns = null
    this.rows = []
    this.count = 0
    this.statements = new Map()
    const max = db.prepare(`select coalesce(max(id), 0) as id from ${table}`).get()
    this.nextId = Number(max.id) + 1
  }

  /** Reserves the next id (ids are given explicitly so rows can refer to each other). */
  id() {
    return this.nextId++
  }

  add(row) {
    if (!this.columns) {
      /* Columns a later migration removed are skipped; new nullable ones stay null. */
      this.columns = Object.keys(row).filter((name) => this.existing.has(name))
      this.batch = Math.max(1, Math.min(500, Math.floor(30_000 / this.columns.length)))
    }
    this.rows.push(this.columns.map((name) => row[name]))
    if (this.rows.length >= this.batch) this.flush()
  }

  statement(size) {
    let statement = this.statements.get(size)
    if (!statement) {
      const tuple = `(${this.columns.map(() => '?').join(',')})`
      statement = this.db.prepare(
        `insert into ${this.table} (${this.columns.join(',')}) values ${Array(size).fill(tuple).join(',')}`
      )
      this.statements.set(size, statement)
    }
    return statement
  }

  flush() {
    if (this.rows.length === 0) return
    try {
      this.statement(this.rows.length).run(this.rows.flat())
    } catch (error) {
      throw new Error(
        `bench data: inserting into ${this.table} failed (${error.message}); ` +
          'if a migration added a NOT NULL column, fill it in scripts/bench/generate.mjs'
      )
    }
    this.count += this.rows.length
    this.rows = []
  }
}

/**
 * Adds the bulk data to an open better-sqlite3 database that holds the
 * migrated schema and the demo data. Returns the number of rows per table.
 */
export function generateBenchData(db, { transports, seed = 8, now = Date.now() }) {
  const rand = random(seed * 1_000_003 + transports)
  const between = (min, max) => min + rand() * (max - min)
  const int = (min, max) => Math.floor(between(min, max + 1))
  const pick = (list) => list[Math.floor(rand() * list.length)]
  const chance = (p) => rand() < p
  const weighted = (pairs) => {
    let roll = rand() * pairs.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [value, weight] of pairs) {
      roll -= weight
      if (roll < 0) return value
    }
    return pairs[pairs.length - 1][0]
  }
  const one = (sql, ...args) => db.prepare(sql).get(...args)

  const admin = one(`select id from users where email = 'admin@example.com'`)
  const dealerUser = one(
    `select id, password, current_team_id from users where email = 'dealer@example.com'`
  )
  if (!admin || !dealerUser) throw new Error('bench data: the demo data is missing')
  const dealerTeamId = dealerUser.current_team_id
  const settingsJson = JSON.parse(
    one(`select inputs from quotes order by id limit 1`)?.inputs ?? '{}'
  ).settings
  if (!settingsJson) throw new Error('bench data: no demo quote to read the pricing settings from')
  const existingDealer = Number(
    one(`select count(*) as n from transports where team_id = ?`, dealerTeamId).n
  )
  if (transports < existingDealer)
    throw new Error(`bench data: the demo dealer already has ${existingDealer} transports`)

  const w = Object.fromEntries(
    [
      'teams',
      'users',
      'team_members',
      'ledger_accounts',
      'transport_requests',
      'transport_request_vehicles',
      'quotes',
      'orders',
      'order_items',
      'ledger_transactions',
      'ledger_entries',
      'payables',
      'transports',
      'transport_events',
    ].map((table) => [table, new TableWriter(db, table)])
  )
  const start = now - HISTORY_DAYS * DAY

  /* ---------- teams: the demo's plus 30 dealers and 12 carriers ---------- */
  const dealers = new Map() /* team id → { owner, balance, refunds } */
  const carriers = [] /* { id, owner } */
  for (const row of db.prepare(`select id, kind from teams`).all()) {
    const owner = one(
      `select user_id from team_members where team_id = ? order by id limit 1`,
      row.id
    )
    const balance = Number(
      one(
        `select coalesce(sum(amount_cents), 0) as b from ledger_entries where account = 'dealer_wallet' and team_id = ?`,
        row.id
      ).b
    )
    if (row.kind === 'dealer')
      dealers.set(row.id, { owner: owner?.user_id ?? null, balance, refunds: [] })
    if (row.kind === 'transporter') carriers.push({ id: row.id, owner: owner?.user_id ?? null })
  }
  /* the team accounts that exist (their lock rows) and their running balances */
  const accounts = new Set(
    db
      .prepare(`select account, team_id from ledger_accounts`)
      .all()
      .map((r) => `${r.account}:${r.team_id}`)
  )
  const balances = new Map(
    db
      .prepare(
        `select account, team_id, sum(amount_cents) as b from ledger_entries where account in ('dealer_wallet', 'transporter_payable') group by account, team_id`
      )
      .all()
      .map((r) => [`${r.account}:${r.team_id}`, Number(r.b)])
  )
  function addTeam(kind, index) {
    const place = pick(CITIES)
    const surname = SURNAMES[index % SURNAMES.length]
    const words = kind === 'dealer' ? DEALER_WORDS : CARRIER_WORDS
    const name = `${words[index % words.length]} ${surname} ${place.city}`
    const created = start - int(30, 400) * DAY
    const id = w.teams.id()
    w.teams.add({
      id,
      name,
      kind,
      legal_name: `${name} S.r.l.`,
      vat_number: pad(10_000_000_000 + index * 7_919 + (kind === 'dealer' ? 0 : 5_000_000), 11),
      fiscal_code: null,
      sdi_code: null,
      pec: null,
      street: place.street,
      cap: place.cap,
      city: place.city,
      province: place.province,
      phone: `+39 0${int(10, 99)} ${int(100, 999)} ${int(1000, 9999)}`,
      services: null,
      verified_at: kind === 'transporter' && index % 6 !== 5 ? timestamp(created + DAY) : null,
      plan: kind === 'dealer' && index % 4 === 0 ? 'pro' : 'free',
      pro_since: kind === 'dealer' && index % 4 === 0 ? timestamp(created + 30 * DAY) : null,
      created_at: timestamp(created),
      updated_at: timestamp(created),
    })
    const userId = w.users.id()
    const fullName = `${pick(FIRST_NAMES)} ${surname}`
    w.users.add({
      id: userId,
      full_name: fullName,
      email: `${kind}.${pad(index, 3)}@bench.example.com`,
      password: dealerUser.password,
      locale: null,
      email_verified_at: timestamp(created),
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      password_confirmed_at: null,
      current_team_id: id,
      created_at: timestamp(created),
      updated_at: timestamp(created),
    })
    w.team_members.add({
      id: w.team_members.id(),
      team_id: id,
      user_id: userId,
      role: 'owner',
      created_at: timestamp(created),
      updated_at: timestamp(created),
    })
    if (kind === 'dealer') dealers.set(id, { owner: userId, balance: 0, refunds: [] })
    else if (index % 6 !== 5) carriers.push({ id, owner: userId })
  }
  for (let index = 1; index <= 30; index++) addTeam('dealer', index)
  for (let index = 1; index <= 12; index++) addTeam('transporter', index)

  /* ---------- the timeline: every transport and unordered request, oldest first ---------- */
  const otherDealers = [...dealers.keys()].filter((id) => id !== dealerTeamId)
  const dealerCount = transports - existingDealer
  const otherCount = Math.round(transports / 4)
  const items = []
  const spread = (count, kind, team) => {
    for (let i = 0; i < count; i++) {
      const t = start + rand() * (now - start - HOUR)
      items.push({ t, kind, team: team ?? pick(otherDealers) })
    }
  }
  spread(dealerCount, 'transport', dealerTeamId)
  spread(otherCount, 'transport')
  spread(Math.round(dealerCount / 2), 'request', dealerTeamId)
  spread(Math.round(otherCount / 2), 'request')
  items.sort((a, b) => a.t - b.t)

  /* ---------- one request with its vehicles and (when priced) its quote ---------- */
  const islandCities = CITIES.filter((city) => ISLANDS.has(city.region))
  function route(toAnIsland = false) {
    const from = pick(CITIES)
    let to = toAnIsland ? pick(islandCities) : pick(CITIES)
    while (to === from) to = toAnIsland ? pick(islandCities) : pick(CITIES)
    const km = Math.hypot(
      (from.lat - to.lat) * 111,
      (from.lon - to.lon) * 111 * Math.cos(((from.lat + to.lat) / 2) * (Math.PI / 180))
    )
    return { from, to, km: Math.max(20, Math.round(km * 1.25)) }
  }

  function vehiclesFor() {
    const count = weighted([
      [1, 60],
      [2, 22],
      [3, 10],
      [4, 5],
      [6, 3],
    ])
    const categories = Object.entries(CATEGORIES).map(([code, [, weight]]) => [code, weight])
    return Array.from({ length: count }, (_, position) => {
      const category = weighted(categories)
      const [make, model, value] = pick(CATEGORIES[category].slice(2))
      return {
        category,
        make,
        model,
        plate: `G${String.fromCharCode(65 + int(0, 25))}${int(100, 999)}${String.fromCharCode(65 + int(0, 25), 65 + int(0, 25))}`,
        running: chance(0.95),
        declaredValueCents: value,
        position,
      }
    })
  }

  /** The demo pricing rules, simplified: per vehicle base + km, category coefficient, extras, discounts. */
  function price(km, vehicles, extras) {
    const s = settingsJson
    const lines = []
    let sum = 0
    vehicles.forEach((vehicle, vehicleIndex) => {
      const coefficient = CATEGORIES[vehicle.category][0]
      const before = Math.max(
        s.minimumCents ?? 12_000,
        (s.baseCents ?? 6000) + Math.round((km * (s.ratePerKmMillicents ?? 55_000)) / 1000)
      )
      const amount = Math.round((before * coefficient) / 1000) + (vehicle.running ? 0 : 8000)
      lines.push({ kind: 'vehicle_base', vehicleIndex, amountCents: amount })
      sum += amount
    })
    if (extras.express) {
      const amount = Math.round(sum * 0.25)
      lines.push({ kind: 'express', amountCents: amount })
      sum += amount
    }
    if (extras.covered) {
      const amount = Math.round(sum * 0.4)
      lines.push({ kind: 'covered', amountCents: amount })
      sum += amount
    }
    if (vehicles.length >= 2) {
      const amount = -Math.round(sum * (vehicles.length >= 4 ? 0.1 : 0.05))
      lines.push({ kind: 'multi_vehicle_discount', amountCents: amount })
      sum += amount
    }
    const net = sum
    const vat = Math.round(net * 0.22)
    const commission = Math.round(net * 0.15)
    return {
      net,
      vat,
      gross: net + vat,
      commission,
      payout: net - commission,
      breakdown: JSON.stringify({
        distanceKm: km,
        lines,
        netCents: net,
        vatCents: vat,
        grossCents: net + vat,
        commissionCents: commission,
        payoutCents: net - commission,
        settingsVersion: s.version ?? 0,
      }),
    }
  }

  function place(prefix, p, from, to) {
    return {
      [`${prefix}_street`]: p.street,
      [`${prefix}_cap`]: p.cap,
      [`${prefix}_city`]: p.city,
      [`${prefix}_province`]: p.province,
      [`${prefix}_referent_name`]: `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`,
      [`${prefix}_referent_phone`]: `+39 3${int(20, 49)} ${int(100, 999)} ${int(1000, 9999)}`,
      [`${prefix}_referent_email`]: null,
      [`${prefix}_date_from`]: date(from),
      [`${prefix}_date_to`]: date(to),
    }
  }

  function addRequest(team, t, state) {
    const dealer = dealers.get(team)
    /* A request waits in `submitted` only when the rules could not price it (here: an island). */
    const { from, to, km } = route(state === 'submitted')
    const vehicles = vehiclesFor()
    const extras = { express: chance(0.1), covered: chance(0.15), extraInsurance: chance(0.2) }
    const island = ISLANDS.has(from.region) || ISLANDS.has(to.region)
    const created = t - between(10 * MINUTE, 48 * HOUR)
    const pickupFrom = startOfDay(t) + int(2, 5) * DAY
    const id = w.transport_requests.id()
    const year = new Date(created).getUTCFullYear()
    const submitted = state !== 'draft'
    const request = {
      id,
      team_id: team,
      created_by_id: dealer.owner,
      reference: `TR-${year}-${pad(id, 6)}`,
      state,
      supplier_id: null,
      pickup_address_id: null,
      ...place('pickup', from, pickupFrom, pickupFrom + 5 * DAY),
      delivery_address_id: null,
      ...place('delivery', to, pickupFrom + 2 * DAY, pickupFrom + 12 * DAY),
      express: extras.express ? 1 : 0,
      covered: extras.covered ? 1 : 0,
      extra_insurance: extras.extraInsurance ? 1 : 0,
      notes: chance(0.3) ? 'Chiavi presso la reception, chiedere del responsabile.' : null,
      distance_km: km,
      needs_manual_quote: island && submitted ? 1 : 0,
      manual_reason: island && submitted ? 'island' : null,
      submitted_at: submitted ? timestamp(created + 5 * MINUTE) : null,
      created_at: timestamp(created),
      updated_at: timestamp(state === 'ordered' ? t : created + 5 * MINUTE),
    }
    w.transport_requests.add(request)
    for (const vehicle of vehicles) {
      w.transport_request_vehicles.add({
        id: w.transport_request_vehicles.id(),
        transport_request_id: id,
        category: vehicle.category,
        make: vehicle.make,
        model: vehicle.model,
        plate: vehicle.plate,
        vin: null,
        running: vehicle.running ? 1 : 0,
        declared_value_cents: vehicle.declaredValueCents,
        position: vehicle.position,
      })
    }
    const quoteStates = {
      ordered: 'ordered',
      quoted: 'valid',
      expired: 'expired',
      cancelled: 'superseded',
    }
    let quote = null
    if (quoteStates[state] && !(state === 'cancelled' && island)) {
      const priced = price(km, vehicles, extras)
      const quoted = created + (island ? between(2 * HOUR, 20 * HOUR) : 6 * MINUTE)
      quote = { id: w.quotes.id(), ...priced }
      w.quotes.add({
        id: quote.id,
        transport_request_id: id,
        team_id: team,
        state: quoteStates[state],
        net_cents: priced.net,
        vat_cents: priced.vat,
        gross_cents: priced.gross,
        payout_cents: priced.payout,
        commission_cents: priced.commission,
        breakdown: priced.breakdown,
        inputs: JSON.stringify({
          quote: {
            distanceKm: km,
            vehicles: vehicles.map((v) => ({
              category: v.category,
              running: v.running,
              declaredValueCents: v.declaredValueCents,
            })),
            ...extras,
            proDealer: false,
          },
          pickupProvince: from.province,
          deliveryProvince: to.province,
          /* The app stores the whole settings snapshot (~1 KB); its version is enough here. */
          settings: { version: settingsJson.version ?? 0 },
        }),
        settings_version: settingsJson.version ?? 0,
        manual: island ? 1 : 0,
        created_by_id: island ? admin.id : null,
        expires_at: timestamp(quoted + 7 * DAY),
        created_at: timestamp(quoted),
        updated_at: timestamp(state === 'ordered' ? t : quoted),
      })
    }
    return { request, quote, from, to, km, vehicles, pickupFrom }
  }

  /** An unordered request: its state follows its age (quotes expire after 7 days). */
  function unorderedState(age) {
    if (age < DAY)
      return weighted([
        ['draft', 30],
        ['submitted', 15],
        ['quoted', 55],
      ])
    if (age < 7 * DAY)
      return weighted([
        ['draft', 10],
        ['quoted', 60],
        ['cancelled', 30],
      ])
    return weighted([
      ['draft', 5],
      ['expired', 65],
      ['cancelled', 30],
    ])
  }

  /* ---------- the ledger: top-ups when needed, payments, refunds in time order ---------- */
  /* one balanced transaction (docs/money.md); team accounts keep their running balance */
  function post(kind, t, entries, link = {}) {
    const transactionId = w.ledger_transactions.id()
    w.ledger_transactions.add({
      id: transactionId,
      kind,
      idempotency_key: link.key ?? null,
      team_id: link.team ?? null,
      order_id: link.orderId ?? null,
      transport_id: link.transportId ?? null,
      dry_run_id: null,
      reason: link.reason ?? null,
      created_by_id: link.by ?? null,
      created_at: timestamp(t),
    })
    for (const entry of entries) {
      let after = null
      if (entry.account === 'dealer_wallet' || entry.account === 'transporter_payable') {
        const key = `${entry.account}:${entry.team}`
        if (!accounts.has(key)) {
          accounts.add(key)
          w.ledger_accounts.add({
            id: w.ledger_accounts.id(),
            account: entry.account,
            team_id: entry.team,
            created_at: timestamp(t),
          })
        }
        after = (balances.get(key) ?? 0) + entry.amount
        balances.set(key, after)
        if (entry.account === 'dealer_wallet') dealers.get(entry.team).balance = after
      }
      w.ledger_entries.add({
        id: w.ledger_entries.id(),
        transaction_id: transactionId,
        account: entry.account,
        team_id: entry.team ?? null,
        transport_id: entry.transport ?? null,
        amount_cents: entry.amount,
        balance_after_cents: after,
        created_at: timestamp(t),
      })
    }
    return transactionId
  }
  function topUp(team, t, amount, byUserId) {
    post(
      'bank_transfer',
      t,
      [
        { account: 'bank', amount: -amount },
        { account: 'dealer_wallet', team, amount },
      ],
      { team, by: byUserId, reason: 'Ricarica con bonifico' }
    )
  }
  function settleRefunds(team, upTo) {
    const dealer = dealers.get(team)
    dealer.refunds.sort((a, b) => a.t - b.t)
    while (dealer.refunds.length > 0 && dealer.refunds[0].t <= upTo) {
      const refund = dealer.refunds.shift()
      post(
        'cancellation',
        refund.t,
        [
          { account: 'held', team, transport: refund.transportId, amount: -refund.net },
          { account: 'vat_payable', amount: -refund.vat },
          { account: 'dealer_wallet', team, amount: refund.net + refund.vat },
        ],
        {
          key: `cancellation:${refund.transportId}`,
          team,
          orderId: refund.orderId,
          transportId: refund.transportId,
          by: refund.byUserId,
        }
      )
    }
  }

  /* ---------- one transport: its schedule decides its state now ---------- */
  function addTransport(team, t) {
    const dealer = dealers.get(team)
    const { request, quote, from, to, km, vehicles, pickupFrom } = addRequest(team, t, 'ordered')
    settleRefunds(team, t - MINUTE)
    if (dealer.balance < quote.gross) {
      const amount = Math.ceil((quote.gross + int(5_000, 20_000) * 100) / 100_000) * 100_000
      topUp(team, t - MINUTE, amount, dealer.owner)
    }
    const orderId = w.orders.id()
    const id = w.transports.id()
    post(
      'order_payment',
      t,
      [
        { account: 'dealer_wallet', team, amount: -quote.gross },
        { account: 'held', team, transport: id, amount: quote.net },
        { account: 'vat_payable', amount: quote.vat },
      ],
      { key: `order_payment:${orderId}`, team, orderId, by: dealer.owner }
    )

    const carrier = pick(carriers)
    const assignedAt = t + between(HOUR, 30 * HOUR)
    const scheduledAt = assignedAt + between(HOUR, 24 * HOUR)
    const pickupOn = Math.max(pickupFrom + int(0, 3) * DAY, startOfDay(scheduledAt) + DAY)
    const pickedAt = pickupOn + between(8 * HOUR, 17 * HOUR)
    const transit = chance(0.8)
    const transitAt = pickedAt + between(30 * MINUTE, 3 * HOUR)
    const deliveryOn = pickupOn + (Math.ceil(km / 500) + int(0, 2)) * DAY
    const deliveredAt = Math.max(
      deliveryOn + between(8 * HOUR, 17 * HOUR),
      (transit ? transitAt : pickedAt) + HOUR
    )
    const completedAt = deliveredAt + 48 * HOUR + between(0, 15 * MINUTE)
    const carrierActor = { kind: 'transporter', user: carrier.owner }
    const path = [
      {
        to: 'assigned',
        at: assignedAt,
        type: 'assigned',
        ...carrierActor,
        payload: { transporterTeamId: carrier.id },
      },
      {
        to: 'pickup_scheduled',
        at: scheduledAt,
        ...carrierActor,
        payload: { pickupOn: date(pickupOn) },
      },
      { to: 'picked_up', at: pickedAt, ...carrierActor },
      ...(transit ? [{ to: 'in_transit', at: transitAt, ...carrierActor }] : []),
      { to: 'delivered', at: deliveredAt, ...carrierActor },
    ]
    const cancelled = chance(0.05)
    const disputed = !cancelled && chance(0.02)
    if (cancelled) {
      const cancelAt = between(t + 10 * MINUTE, Math.min(pickedAt - HOUR, t + 3 * DAY))
      const firstAfter = path.findIndex((step) => step.at >= cancelAt)
      if (firstAfter >= 0) path.splice(firstAfter)
      path.push({ to: 'cancelled', at: cancelAt, kind: 'dealer', user: dealer.owner })
    } else if (disputed) {
      const disputeAt = deliveredAt + between(2 * HOUR, 40 * HOUR)
      path.push({ to: 'disputed', at: disputeAt, kind: 'dealer', user: dealer.owner })
      if (chance(0.7))
        path.push({
          to: 'completed',
          at: disputeAt + between(DAY, 10 * DAY),
          kind: 'admin',
          user: admin.id,
        })
    } else {
      path.push({ to: 'completed', at: completedAt, kind: 'system', user: null })
    }
    const done = path.filter((step) => step.at <= now)
    const state = done.length > 0 ? done[done.length - 1].to : 'published'
    const at = (name) => done.find((step) => step.to === name)?.at
    const cancelledAt = at('cancelled')
    const refunded = cancelledAt !== undefined
    if (refunded)
      dealer.refunds.push({
        t: cancelledAt,
        net: quote.net,
        vat: quote.vat,
        orderId,
        transportId: id,
        byUserId: dealer.owner,
      })
    const completedOn = at('completed')
    if (completedOn !== undefined) {
      const payable = Math.min(quote.payout, quote.net)
      const transactionId = post(
        'completion',
        completedOn,
        [
          { account: 'held', team, transport: id, amount: -quote.net },
          { account: 'transporter_payable', team: carrier.id, amount: payable },
          ...(quote.net > payable
            ? [{ account: 'platform_revenue', amount: quote.net - payable }]
            : []),
        ],
        { key: `completion:${id}`, team, transportId: id }
      )
      w.payables.add({
        id: w.payables.id(),
        team_id: carrier.id,
        kind: 'transport',
        transport_id: id,
        dry_run_id: null,
        ledger_transaction_id: transactionId,
        amount_cents: payable,
        created_at: timestamp(completedOn),
      })
    }

    const year = new Date(t).getUTCFullYear()
    w.orders.add({
      id: orderId,
      team_id: team,
      reference: `ORD-${year}-${pad(orderId, 6)}`,
      state: refunded ? 'refunded' : 'paid',
      payment_method: 'wallet',
      net_cents: quote.net,
      vat_cents: quote.vat,
      gross_cents: quote.gross,
      created_by_id: dealer.owner,
      paid_at: timestamp(t),
      cancelled_at: refunded ? timestamp(cancelledAt) : null,
      created_at: timestamp(t),
      updated_at: timestamp(refunded ? cancelledAt : t),
    })
    w.order_items.add({
      id: w.order_items.id(),
      order_id: orderId,
      quote_id: quote.id,
      transport_request_id: request.id,
      net_cents: quote.net,
      vat_cents: quote.vat,
      gross_cents: quote.gross,
    })

    const assigned = at('assigned') !== undefined
    const token = Array.from({ length: 43 }, () =>
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.charAt(int(0, 63))
    ).join('')
    const copy = (prefix) =>
      Object.fromEntries(
        ['street', 'cap', 'city', 'province', 'referent_name', 'referent_phone', 'referent_email']
          .concat(['date_from', 'date_to'])
          .map((name) => [`${prefix}_${name}`, request[`${prefix}_${name}`]])
      )
    w.transports.add({
      id,
      reference: `T-${year}-${pad(id, 6)}`,
      team_id: team,
      order_id: orderId,
      transport_request_id: request.id,
      quote_id: quote.id,
      transporter_team_id: assigned ? carrier.id : null,
      state,
      state_version: done.length,
      ...copy('pickup'),
      pickup_region: from.region,
      ...copy('delivery'),
      delivery_region: to.region,
      vehicle_count: vehicles.length,
      distance_km: km,
      net_cents: quote.net,
      payout_cents: quote.payout,
      pickup_on: date(pickupOn),
      delivery_estimate_on: date(deliveryOn),
      notes: request.notes,
      tracking_token: token,
      assigned_at: assigned ? timestamp(at('assigned')) : null,
      picked_up_at: at('picked_up') ? timestamp(at('picked_up')) : null,
      delivered_at: at('delivered') ? timestamp(at('delivered')) : null,
      completed_at: at('completed') ? timestamp(at('completed')) : null,
      cancelled_at: refunded ? timestamp(cancelledAt) : null,
      created_at: timestamp(t),
      updated_at: timestamp(done.length > 0 ? done[done.length - 1].at : t),
    })
    const event = (type, fromState, toState, kind, user, payload, when) =>
      w.transport_events.add({
        id: w.transport_events.id(),
        transport_id: id,
        type,
        from_state: fromState,
        to_state: toState,
        actor_kind: kind,
        actor_user_id: user,
        payload: JSON.stringify(payload),
        created_at: timestamp(when),
      })
    event('created', null, 'published', 'system', null, { orderId, quoteId: quote.id }, t)
    let previous = 'published'
    for (const step of done) {
      event(
        step.type ?? 'transition',
        previous,
        step.to,
        step.kind,
        step.user,
        step.payload ?? {},
        step.at
      )
      previous = step.to
    }
  }

  const run = db.transaction(() => {
    for (const item of items) {
      if (item.kind === 'transport') addTransport(item.team, item.t)
      else addRequest(item.team, item.t, unorderedState(now - item.t))
    }
    for (const team of dealers.keys()) settleRefunds(team, now)
    for (const writer of Object.values(w)) writer.flush()
  })
  /* Rows refer to rows of tables flushed later: keys are checked once, at the end. */
  db.exec('pragma foreign_keys = off')
  run()
  db.exec('pragma foreign_keys = on')
  const broken = db.prepare('pragma foreign_key_check').all()
  if (broken.length > 0)
    throw new Error(
      `bench data: ${broken.length} broken references, e.g. ${JSON.stringify(broken[0])}`
    )
  return Object.fromEntries(Object.entries(w).map(([table, writer]) => [table, writer.count]))
}
