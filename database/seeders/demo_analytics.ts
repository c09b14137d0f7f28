/**
 * Demo data for Admin → Analytics (issue 14): the rest of the demo fills
 * the pages already (requests, orders, awards, pickups, ratings, payouts,
 * dry runs, margins); what it lacked was a **manual quote**. A dealer asks to
 * move nine cars at once (beyond the automatic rules) and staff price it by
 * hand, through the same actions as the pages (saveRequest, createManualQuote).
 */
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { saveRequest } from '#requests/actions/save_request'
import { createManualQuote } from '#requests/actions/manage_requests'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { addWorkingDays } from '#shared/working_days'
import { TIME_ZONE } from '#shared/time_zone'

const CARS = ['Fiat Panda', 'Fiat 500', 'Lancia Ypsilon'].map((name) => {
  const [make, model] = name.split(' ')
  return { category: 'car', make, model, running: true, declaredValue: 1_200_000 }
})

export async function seedAnalyticsDemo() {
  const settings = await currentPricingSettings()
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const user = await User.findByOrFail('email', 'dealer2@example.com')
  const team = await Team.findByOrFail('name', 'Concessionaria Verdi')
  const today = DateTime.now().setZone(TIME_ZONE).toISODate()!
  const day = (n: number) => addWorkingDays(today, n)
  const saved = await saveRequest({
    team,
    user,
    submit: true,
    settings,
    data: {
      pickup: {
        source: 'new',
        street: 'Via Emilia Ponente 400',
        cap: '40132',
        city: 'Bologna',
        province: 'BO',
        referentName: 'Paolo Gentile',
        referentPhone: '+39 051 765 4321',
        dateFrom: day(4),
        dateTo: day(9),
      },
      delivery: {
        source: 'new',
        street: 'Via Nazionale 50',
        cap: '70121',
        city: 'Bari',
        province: 'BA',
        referentName: 'Angela De Santis',
        referentPhone: '+39 080 123 4567',
        dateFrom: day(6),
        dateTo: day(16),
      },
      vehicles: Array.from({ length: 9 }, (_, index) => ({
        ...CARS[index % CARS.length],
        plate: `GF${String(100 + index)}AN`,
      })),
      express: false,
      covered: false,
      extraInsurance: false,
      notes: 'Nove vetture da consegnare insieme (dati demo).',
    } as any,
  })
  if (!saved.ok) throw new Error(`demo request failed: ${JSON.stringify(saved)}`)
  const quoted = await createManualQuote(
    saved.value,
    admin,
    { netCents: 540_000, note: 'Bisarca dedicata per nove vetture' },
    settings
  )
  if (!quoted.ok) throw new Error(`demo manual quote failed: ${quoted.error}`)
}
