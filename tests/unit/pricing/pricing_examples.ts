import type { QuoteInput, QuoteLine } from '#pricing/domain/pricing'

/**
 * The worked examples of docs/pricing.md (default settings, computed by hand).
 * pricing.spec.ts checks priceQuote against them AND that docs/pricing.md
 * contains exactly the table renderExamplesTable() produces, so the code,
 * this fixture and the document cannot drift apart.
 */
export type WorkedExample = {
  title: string
  input: QuoteInput
  /** [kind, vehicle number (1-based) or null for route-level lines, amount in cents] */
  lines: [QuoteLine['kind'], number | null, number][]
  netCents: number
  vatCents: number
  grossCents: number
  commissionCents: number
  payoutCents: number
}

const car = (category: string, running = true, declaredValueCents = 0) => ({
  category,
  running,
  declaredValueCents,
})
const services = { express: false, covered: false, extraInsurance: false, proDealer: false }

export const WORKED_EXAMPLES: WorkedExample[] = [
  {
    title: 'Milano → Roma, one car',
    input: { ...services, distanceKm: 596, vehicles: [car('car')] },
    lines: [['vehicle_base', 1, 38780]],
    netCents: 38780,
    vatCents: 8532,
    grossCents: 47312,
    commissionCents: 5817,
    payoutCents: 32963,
  },
  {
    title: 'Short trip, minimum applies',
    input: { ...services, distanceKm: 50, vehicles: [car('city_car')] },
    lines: [['vehicle_base', 1, 10800]],
    netCents: 10800,
    vatCents: 2376,
    grossCents: 13176,
    commissionCents: 1620,
    payoutCents: 9180,
  },
  {
    title: 'Non-running SUV',
    input: { ...services, distanceKm: 213, vehicles: [car('suv', false)] },
    lines: [
      ['vehicle_base', 1, 20372],
      ['non_running', 1, 8000],
    ],
    netCents: 28372,
    vatCents: 6242,
    grossCents: 34614,
    commissionCents: 4256,
    payoutCents: 24116,
  },
  {
    title: 'Express van (half cent rounds up)',
    input: { ...services, express: true, distanceKm: 401, vehicles: [car('van')] },
    lines: [
      ['vehicle_base', 1, 36472],
      ['express', 1, 9118],
    ],
    netCents: 45590,
    vatCents: 10030,
    grossCents: 55620,
    commissionCents: 6839,
    payoutCents: 38751,
  },
  {
    title: 'Luxury, covered, insured €85.000',
    input: {
      ...services,
      covered: true,
      extraInsurance: true,
      distanceKm: 333,
      vehicles: [car('luxury', true, 8_500_000)],
    },
    lines: [
      ['vehicle_base', 1, 36473],
      ['covered', 1, 14589],
      ['insurance', 1, 25500],
    ],
    netCents: 76562,
    vatCents: 16844,
    grossCents: 93406,
    commissionCents: 11484,
    payoutCents: 65078,
  },
  {
    title: 'Two vehicles, 5 % multi-vehicle discount',
    input: { ...services, distanceKm: 120, vehicles: [car('car'), car('motorcycle')] },
    lines: [
      ['vehicle_base', 1, 12600],
      ['vehicle_base', 2, 8820],
      ['multi_vehicle_discount', null, -1071],
    ],
    netCents: 20349,
    vatCents: 4477,
    grossCents: 24826,
    commissionCents: 3052,
    payoutCents: 17297,
  },
  {
    title: 'Four express cars, pro dealer (10 % then 5 %)',
    input: {
      ...services,
      express: true,
      proDealer: true,
      distanceKm: 250,
      vehicles: [car('car'), car('car'), car('car'), car('car')],
    },
    lines: [
      ['vehicle_base', 1, 19750],
      ['express', 1, 4938],
      ['vehicle_base', 2, 19750],
      ['express', 2, 4938],
      ['vehicle_base', 3, 19750],
      ['express', 3, 4938],
      ['vehicle_base', 4, 19750],
      ['express', 4, 4938],
      ['multi_vehicle_discount', null, -9875],
      ['pro_discount', null, -4444],
    ],
    netCents: 84433,
    vatCents: 18575,
    grossCents: 103008,
    commissionCents: 12665,
    payoutCents: 71768,
  },
  {
    title: 'Three mixed vehicles in one province, covered, insured, pro',
    input: {
      ...services,
      covered: true,
      extraInsurance: true,
      proDealer: true,
      distanceKm: 10,
      vehicles: [
        car('suv', true, 2_000_000),
        car('city_car', false, 850_000),
        car('car', true, 1_234_567),
      ],
    },
    lines: [
      ['vehicle_base', 1, 13800],
      ['covered', 1, 5520],
      ['insurance', 1, 6000],
      ['vehicle_base', 2, 10800],
      ['non_running', 2, 8000],
      ['covered', 2, 4320],
      ['insurance', 2, 2550],
      ['vehicle_base', 3, 12000],
      ['covered', 3, 4800],
      ['insurance', 3, 3704],
      ['multi_vehicle_discount', null, -2962],
      ['pro_discount', null, -2814],
    ],
    netCents: 65718,
    vatCents: 14458,
    grossCents: 80176,
    commissionCents: 9858,
    payoutCents: 55860,
  },
  {
    title: 'Every service on the minimum, pro dealer',
    input: {
      express: true,
      covered: true,
      extraInsurance: false,
      proDealer: true,
      distanceKm: 1,
      vehicles: [car('car', false)],
    },
    lines: [
      ['vehicle_base', 1, 12000],
      ['non_running', 1, 8000],
      ['express', 1, 3000],
      ['covered', 1, 4800],
      ['pro_discount', null, -1390],
    ],
    netCents: 26410,
    vatCents: 5810,
    grossCents: 32220,
    commissionCents: 3962,
    payoutCents: 22448,
  },
]

/** 123456 → "1.234,56" (plain, so the markdown stays readable). */
export function euro(cents: number): string {
  const sign = cents < 0 ? '−' : ''
  const abs = Math.abs(cents)
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`
}

const LINE_LABEL: Record<QuoteLine['kind'], string> = {
  vehicle_base: 'base',
  non_running: 'non-running',
  express: 'express',
  covered: 'covered',
  insurance: 'insurance',
  multi_vehicle_discount: 'multi-vehicle',
  pro_discount: 'pro',
}

function describeVehicles(input: QuoteInput): string {
  return input.vehicles
    .map((vehicle, index) => {
      const parts = [`V${index + 1} ${vehicle.category}`]
      if (!vehicle.running) parts.push('non-running')
      if (input.extraInsurance) parts.push(`€${euro(vehicle.declaredValueCents)}`)
      return parts.join(' ')
    })
    .join('; ')
}

function describeServices(input: QuoteInput): string {
  const chosen = [
    input.express && 'express',
    input.covered && 'covered',
    input.extraInsurance && 'insurance',
    input.proDealer && 'pro',
  ].filter(Boolean)
  return chosen.length ? chosen.join(', ') : '—'
}

/** The markdown table embedded verbatim in docs/pricing.md. */
export function renderExamplesTable(examples: WorkedExample[] = WORKED_EXAMPLES): string {
  const header = [
    '| # | Example | km | Vehicles | Services | Lines (€) | Net € | VAT € | Gross € | Commission € | Payout € |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  const rows = examples.map((example, index) => {
    const lines = example.lines
      .map(
        ([kind, vehicle, amount]) =>
          `${vehicle ? `V${vehicle} ` : ''}${LINE_LABEL[kind]} ${euro(amount)}`
      )
      .join('<br>')
    return `| ${index + 1} | ${example.title} | ${example.input.distanceKm} | ${describeVehicles(example.input)} | ${describeServices(example.input)} | ${lines} | ${euro(example.netCents)} | ${euro(example.vatCents)} | ${euro(example.grossCents)} | ${euro(example.commissionCents)} | ${euro(example.payoutCents)} |`
  })
  return [...header, ...rows].join('\n')
}
