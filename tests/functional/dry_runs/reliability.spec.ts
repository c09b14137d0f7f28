import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import DryRun from '#transports/models/dry_run'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import type Transport from '#transports/models/transport'

/** A dry run row (the action is tested elsewhere): the scores only count them. */
function dryRunOf(transport: Transport, carrierTeamId: number, reason: DryRun['reason']) {
  return DryRun.create({
    transportId: transport.id,
    reason,
    note: null,
    scheduledPickupOn: DateTime.fromISO('2026-05-10'),
    photoKey: `dry_runs/${transport.id}/${reason}${Math.random().toString(16).slice(2)}.png`,
    photoSha256: 'a'.repeat(64),
    photoMime: 'image/png',
    photoSizeBytes: 70,
    latitude: null,
    longitude: null,
    accuracyM: null,
    recordedById: null,
    feeCents: 8000,
    dealerTeamId: transport.teamId,
    carrierTeamId,
  })
}

test.group('Dry runs / what the scores are made of', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the dealer's score counts the dry runs it caused, by reason: on the marketplace and on its own dashboard", async ({
    client,
    assert,
  }) => {
    const carrier = await createTransporter()
    const past = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.team.id,
    })
    await dryRunOf(past.transport, carrier.team.id, 'site_closed')
    await dryRunOf(past.transport, carrier.team.id, 'site_closed')
    await dryRunOf(past.transport, carrier.team.id, 'vehicle_not_ready')
    const offer = await createDealerTransport({ dealer: { user: past.user, team: past.team } })
    const { user } = await createCarrier()
    const list = await client.get('/transporter/marketplace').loginAs(user).withInertia()
    const row = (list.inertiaProps as any).transports.data.find(
      (candidate: any) => candidate.id === offer.transport.id
    )
    assert.deepEqual(row.dealerScore.dryRuns, { siteClosed: 2, vehicleNotReady: 1 })
    const show = await client
      .get(`/transporter/marketplace/${offer.transport.id}`)
      .loginAs(user)
      .withInertia()
    assert.deepEqual((show.inertiaProps as any).dealerScore.dryRuns, {
      siteClosed: 2,
      vehicleNotReady: 1,
    })
    const dashboard = await client.get('/dealer').loginAs(past.user).withInertia()
    assert.deepEqual((dashboard.inertiaProps as any).ownRating.dryRuns, {
      siteClosed: 2,
      vehicleNotReady: 1,
    })
    /* another dealer's own score is its own */
    const other = await createDealerTransport()
    const otherDashboard = await client.get('/dealer').loginAs(other.user).withInertia()
    assert.deepEqual((otherDashboard.inertiaProps as any).ownRating.dryRuns, {
      siteClosed: 0,
      vehicleNotReady: 0,
    })
  })

  test("the carrier's score counts its late pickups (Rome day after the scheduled day): dealer, admin pages and its own dashboard", async ({
    client,
    assert,
  }) => {
    const carrier = await createTransporter()
    const pickups = [
      /* on the day, late evening in Rome: on time */
      ['2026-05-10', '2026-05-10T21:30:00Z'],
      /* after midnight in Rome: late */
      ['2026-05-10', '2026-05-10T22:30:00Z'],
      ['2026-05-12', '2026-05-14T08:00:00Z'],
      ['2026-05-12', '2026-05-12T08:00:00Z'],
    ]
    let last
    for (const [pickupOn, pickedUpAt] of pickups) {
      last = await createDealerTransport({ state: 'picked_up', transporterTeamId: carrier.team.id })
      last.transport.pickupOn = DateTime.fromISO(pickupOn)
      last.transport.pickedUpAt = DateTime.fromISO(pickedUpAt, { zone: 'utc' })
      await last.transport.save()
    }
    const expected = { late: 2, pickups: 4 }
    const dealerPage = await client
      .get(`/dealer/transports/${last!.transport.id}`)
      .loginAs(last!.user)
      .withInertia()
    assert.deepEqual((dealerPage.inertiaProps as any).carrierScore.latePickups, expected)
    const staff = await createStaff()
    const adminPage = await client
      .get(`/admin/transports/${last!.transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual((adminPage.inertiaProps as any).carrierScore.latePickups, expected)
    const dashboard = await client.get('/transporter').loginAs(carrier.user).withInertia()
    assert.deepEqual((dashboard.inertiaProps as any).ownRating.latePickups, expected)
    const other = await createTransporter()
    const otherDashboard = await client.get('/transporter').loginAs(other.user).withInertia()
    assert.deepEqual((otherDashboard.inertiaProps as any).ownRating.latePickups, {
      late: 0,
      pickups: 0,
    })
  })
})
