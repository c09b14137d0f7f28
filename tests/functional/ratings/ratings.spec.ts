import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Rating from '#ratings/models/rating'
import { rateTransport } from '#ratings/actions/rate_transport'
import { addMember } from '#tests/helpers/factories'
import {
  createCarrier,
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'

const GOOD = { score1: 5, score2: 4, score3: 3, comment: 'Puntuale e gentile' }

/** A transport of a new dealer, carried by a new carrier, completed `daysAgo` days ago. */
async function completedTransport(daysAgo = 1, state: 'completed' | 'delivered' = 'completed') {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport({
    state,
    transporterTeamId: carrier.team.id,
  })
  dealer.transport.completedAt =
    state === 'completed' ? DateTime.now().minus({ days: daysAgo }).startOf('second') : null
  await dealer.transport.save()
  return { dealer, carrier, transport: dealer.transport }
}

const ratingCount = async () => Number((await Rating.query().count('* as total'))[0].$extras.total)

test.group('Ratings / rating the other team of a completed transport', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dealer rates the carrier once; the page then shows the rating given', async ({
    client,
    assert,
  }) => {
    const { dealer, carrier, transport } = await completedTransport()
    const page = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(dealer.user)
      .withInertia()
    const before = page.inertiaProps as any
    assert.isNull(before.rating)
    assert.deepEqual(before.ratingForm.criteria, ['timeliness', 'communication', 'care'])
    assert.isTrue(before.ratingForm.open)
    assert.deepEqual(before.carrierScore, {
      average: null,
      count: 0,
      latePickups: { late: 0, pickups: 0 },
    })

    const url = `/dealer/transports/${transport.id}/rating`
    const response = await submitAs(client, dealer.user, 'post', url).form(GOOD)
    response.assertHeader('location', `/dealer/transports/${transport.id}`)
    assert.equal((response.flashMessages() as any).success, 'Valutazione inviata. Grazie!')
    const rating = await Rating.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(rating.direction, 'dealer_to_carrier')
    assert.equal(rating.raterTeamId, dealer.team.id)
    assert.equal(rating.ratedTeamId, carrier.team.id)
    assert.deepEqual([rating.score1, rating.score2, rating.score3], [5, 4, 3])
    assert.equal(rating.comment, 'Puntuale e gentile')
    assert.equal(rating.createdBy, dealer.user.id)

    /* once: the second is refused and writes nothing */
    const again = await submitAs(client, dealer.user, 'post', url).form({ ...GOOD, score1: 1 })
    assert.equal((again.flashMessages() as any).error, 'Hai già valutato questo trasporto.')
    assert.equal(await ratingCount(), 1)

    const after = (
      await client.get(`/dealer/transports/${transport.id}`).loginAs(dealer.user).withInertia()
    ).inertiaProps as any
    assert.deepEqual(
      after.rating.scores.map((entry: any) => entry.score),
      [5, 4, 3]
    )
    assert.isFalse(after.ratingForm.open)
    assert.deepEqual(after.carrierScore, {
      average: 4,
      count: 1,
      latePickups: { late: 0, pickups: 0 },
    })
  })

  test('the carrier rates the dealer from its transport page', async ({ client, assert }) => {
    const { dealer, carrier, transport } = await completedTransport()
    const page = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(props.ratingForm.criteria, ['vehicleReady', 'siteOpen', 'accuracy'])
    assert.isTrue(props.ratingForm.open)
    const url = `/transporter/transports/${transport.id}/rating`
    const response = await submitAs(client, carrier.user, 'post', url).form({
      score1: 2,
      score2: 3,
      score3: 4,
    })
    response.assertHeader('location', `/transporter/transports/${transport.id}`)
    const rating = await Rating.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(rating.direction, 'carrier_to_dealer')
    assert.equal(rating.ratedTeamId, dealer.team.id)
    assert.isNull(rating.comment)
  })

  test('after 30 days, or before the completion, nothing is written', async ({
    client,
    assert,
  }) => {
    const late = await completedTransport(31)
    const tooLate = await submitAs(
      client,
      late.dealer.user,
      'post',
      `/dealer/transports/${late.transport.id}/rating`
    ).form(GOOD)
    assert.match((tooLate.flashMessages() as any).error, /più di 30 giorni/)
    const page = await client
      .get(`/dealer/transports/${late.transport.id}`)
      .loginAs(late.dealer.user)
      .withInertia()
    assert.isFalse((page.inertiaProps as any).ratingForm.open)

    const delivered = await completedTransport(0, 'delivered')
    const notYet = await submitAs(
      client,
      delivered.carrier.user,
      'post',
      `/transporter/transports/${delivered.transport.id}/rating`
    ).form(GOOD)
    assert.equal(
      (notYet.flashMessages() as any).error,
      'Puoi valutare solo un trasporto completato.'
    )
    const carrierPage = await client
      .get(`/transporter/transports/${delivered.transport.id}`)
      .loginAs(delivered.carrier.user)
      .withInertia()
    assert.isNull((carrierPage.inertiaProps as any).ratingForm)
    assert.equal(await ratingCount(), 0)
  })

  test('the 30 days are counted from the completion on the clock', async ({ assert }) => {
    const { dealer, transport } = await completedTransport(0)
    const input = {
      transportId: transport.id,
      teamId: dealer.team.id,
      userId: dealer.user.id,
      scores: [4, 4, 4] as [number, number, number],
      comment: null,
    }
    const completed = transport.completedAt!
    const late = await rateTransport(input, completed.plus({ days: 30, seconds: 1 }))
    assert.deepEqual(late, { ok: false, error: 'too_late' })
    const inTime = await rateTransport(input, completed.plus({ days: 30 }))
    assert.isTrue(inTime.ok)
  })

  test('drivers may not rate; owners, admins and members may', async ({ client, assert }) => {
    const { dealer, carrier, transport } = await completedTransport()
    const driver = await addMember(dealer.team, 'driver')
    const url = `/dealer/transports/${transport.id}/rating`
    const page = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(driver)
      .withInertia()
    assert.isFalse((page.inertiaProps as any).ratingForm.open)
    const refused = await submitAs(client, driver, 'post', url).form(GOOD)
    assert.equal(
      (refused.flashMessages() as any).error,
      'Gli autisti non possono inviare valutazioni.'
    )
    const carrierDriver = await addMember(carrier.team, 'driver')
    await submitAs(
      client,
      carrierDriver,
      'post',
      `/transporter/transports/${transport.id}/rating`
    ).form(GOOD)
    assert.equal(await ratingCount(), 0)

    const member = await addMember(carrier.team, 'member')
    await submitAs(client, member, 'post', `/transporter/transports/${transport.id}/rating`).form(
      GOOD
    )
    assert.equal(await ratingCount(), 1)
  })

  test("another team's transport is a 404 and nothing is written", async ({ client, assert }) => {
    const { transport } = await completedTransport()
    const otherDealer = await createDealerTransport()
    const otherCarrier = await createCarrier()
    const asDealer = await submitAs(
      client,
      otherDealer.user,
      'post',
      `/dealer/transports/${transport.id}/rating`
    ).form(GOOD)
    asDealer.assertStatus(404)
    const asCarrier = await submitAs(
      client,
      otherCarrier.user,
      'post',
      `/transporter/transports/${transport.id}/rating`
    ).form(GOOD)
    asCarrier.assertStatus(404)
    const huge = await submitAs(
      client,
      otherDealer.user,
      'post',
      `/dealer/transports/99999999999/rating`
    ).form(GOOD)
    huge.assertStatus(404)
    assert.equal(await ratingCount(), 0)
  })

  test('scores out of 1–5 and long comments are field errors, nothing written', async ({
    client,
    assert,
  }) => {
    const { dealer, transport } = await completedTransport()
    const url = `/dealer/transports/${transport.id}/rating`
    for (const bad of [
      { ...GOOD, score1: 0 },
      { ...GOOD, score2: 6 },
      { ...GOOD, score3: 2.5 },
      { ...GOOD, score1: 'abc' },
      { score1: 5, score2: 5 },
      { ...GOOD, comment: 'x'.repeat(1001) },
    ]) {
      const response = await submitAs(client, dealer.user, 'post', url).form(bad)
      assert.exists((response.flashMessages() as any).inputErrorsBag, JSON.stringify(bad))
    }
    assert.equal(await ratingCount(), 0)
  })

  test('the scores show on the admin page and each team sees its own on its dashboard', async ({
    client,
    assert,
  }) => {
    const { dealer, carrier, transport } = await completedTransport()
    await submitAs(client, dealer.user, 'post', `/dealer/transports/${transport.id}/rating`).form({
      score1: 5,
      score2: 4,
      score3: 4,
    })
    await submitAs(
      client,
      carrier.user,
      'post',
      `/transporter/transports/${transport.id}/rating`
    ).form({ score1: 3, score2: 4, score3: 5 })
    const staff = await createStaff()
    const admin = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual((admin.inertiaProps as any).carrierScore, {
      average: 4.3,
      count: 1,
      latePickups: { late: 0, pickups: 0 },
    })

    const carrierDashboard = await client.get('/transporter').loginAs(carrier.user).withInertia()
    assert.deepEqual((carrierDashboard.inertiaProps as any).ownRating, {
      average: 4.3,
      count: 1,
      criteria: [
        { criterion: 'timeliness', average: 5 },
        { criterion: 'communication', average: 4 },
        { criterion: 'care', average: 4 },
      ],
      latePickups: { late: 0, pickups: 0 },
    })
    const dealerDashboard = await client.get('/dealer').loginAs(dealer.user).withInertia()
    assert.deepEqual((dealerDashboard.inertiaProps as any).ownRating, {
      average: 4,
      count: 1,
      criteria: [
        { criterion: 'vehicleReady', average: 3 },
        { criterion: 'siteOpen', average: 4 },
        { criterion: 'accuracy', average: 5 },
      ],
      dryRuns: { siteClosed: 0, vehicleNotReady: 0 },
    })
  })
})
