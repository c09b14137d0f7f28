import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import TransportRequest from '#requests/models/transport_request'
import Quote from '#requests/models/quote'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import {
  createRequest,
  futureDates,
  priceLeaks,
  validRequestBody,
} from '#tests/helpers/request_factories'
import { submitAs } from '#tests/helpers/requests'

test.group('Requests / dealer pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a dealer sees only their own requests, paginated and filtered by state', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await createRequest(team, { state: 'draft' })
    await createRequest(team, { state: 'quoted' })
    await createRequest((await createUserWithTeam('dealer')).team, { state: 'draft' })

    const all = await client.get('/dealer/requests').loginAs(user).withInertia()
    all.assertStatus(200)
    all.assertInertiaComponent('dealer/requests/index')
    const page = all.inertiaProps.requests as { data: any[]; metadata: any }
    assert.equal(page.metadata.total, 2)
    const quoted = page.data.find((row) => row.state === 'quoted')
    assert.equal(quoted.grossCents, 48_800)
    assert.equal(quoted.vehicleCount, 1)

    const drafts = await client.get('/dealer/requests?state=draft').loginAs(user).withInertia()
    assert.deepEqual(
      (drafts.inertiaProps.requests as any).data.map((row: any) => row.state),
      ['draft']
    )
    const garbage = await client
      .get('/dealer/requests?state=nope&page=x&from=zz')
      .loginAs(user)
      .withInertia()
    garbage.assertStatus(200)
  })

  test('saving a draft needs nothing and gets a TR reference', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/dealer/requests').json({
      intent: 'draft',
      notes: 'Solo una nota',
      vehicles: [],
    })
    response.assertStatus(302)
    const request = await TransportRequest.query().where('team_id', team.id).firstOrFail()
    assert.equal(request.state, 'draft')
    assert.match(request.reference, /^TR-\d{4}-\d{6}$/)
    assert.equal(response.header('location'), `/dealer/requests/${request.id}/edit`)
  })

  test('submitting a complete request prices it: a valid quote for 7 days and state quoted', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', '/dealer/requests').json({
      ...validRequestBody(),
      intent: 'submit',
    })
    response.assertStatus(302)
    const request = await TransportRequest.query()
      .where('team_id', team.id)
      .preload('vehicles')
      .firstOrFail()
    assert.equal(request.state, 'quoted')
    assert.isAbove(request.distanceKm!, 400)
    assert.equal(request.vehicles[0]!.plate, 'AB123CD')
    assert.equal(request.vehicles[0]!.declaredValueCents, 1_500_000)
    const quote = await Quote.query().where('transport_request_id', request.id).firstOrFail()
    assert.equal(quote.state, 'valid')
    assert.equal(quote.vatCents, Math.floor((quote.netCents * 2200 * 2 + 10_000) / 20_000))
    assert.equal(quote.grossCents, quote.netCents + quote.vatCents)
    assert.approximately(quote.expiresAt.diff(DateTime.now(), 'days').days, 7, 0.01)
    assert.property(quote.inputs, 'settings')

    const show = await client.get(`/dealer/requests/${request.id}`).loginAs(user).withInertia()
    show.assertInertiaComponent('dealer/requests/show')
    show.assertInertiaPropsContains({
      request: { id: request.id, state: 'quoted', quote: { id: quote.id, state: 'valid' } },
    })
  })

  test('an island request goes to staff for a manual quote', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const body = validRequestBody()
    body.delivery = { ...body.delivery, city: 'Palermo', province: 'PA', cap: '90100' }
    await client
      .post('/dealer/requests')
      .json({ ...body, intent: 'submit' })
      .withCsrfToken()
      .loginAs(user)
    const request = await TransportRequest.query().where('team_id', team.id).firstOrFail()
    assert.equal(request.state, 'submitted')
    assert.isTrue(request.needsManualQuote)
    assert.equal(request.manualReason, 'island')
    assert.lengthOf(await Quote.query().where('transport_request_id', request.id), 0)
  })

  test('submit refuses bad formats with field errors', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const body = validRequestBody({
      vehicles: [
        {
          category: 'car',
          make: 'Fiat',
          model: 'Tipo',
          plate: 'AB12',
          running: true,
          declaredValue: '1',
        },
        { category: 'rocket', make: 'X', model: 'Y', vin: 'IIIII', declaredValue: 'abc' },
        { category: 'car', make: 'Fiat', model: 'Uno', declaredValue: '10' },
      ],
    })
    body.pickup = { ...body.pickup, cap: '2012', province: 'XX', referentPhone: 'call me' }
    const response = await client
      .post('/dealer/requests')
      .header('referer', '/dealer/requests/create')
      .json({ ...body, intent: 'submit', notes: 'x'.repeat(200_000) })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    for (const field of [
      'pickup.cap',
      'pickup.province',
      'pickup.referentPhone',
      'vehicles.0.plate',
      'vehicles.1.category',
      'vehicles.1.vin',
      'vehicles.1.declaredValue',
      'vehicles.2.plate',
      'notes',
    ]) {
      assert.isDefined(errors[field], field)
    }
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 0)
  })

  test('submit refuses weekend dates, closing days and delivery before pickup', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const dates = futureDates()
    const address = await Address.create({
      teamId: team.id,
      label: 'Sede',
      street: 'Via Emilia 1',
      cap: '41121',
      city: 'Modena',
      province: 'MO',
    })
    await ClosingDay.create({
      teamId: team.id,
      addressId: address.id,
      startsOn: DateTime.fromISO(dates.pickupTo),
      endsOn: DateTime.fromISO(dates.pickupTo),
    })
    const saturday = DateTime.fromISO(dates.deliveryTo)
      .plus({ weeks: 1 })
      .set({ weekday: 6 })
      .toISODate()
    const body = validRequestBody()
    body.pickup = { ...body.pickup, source: 'address', addressId: address.id }
    body.delivery = { ...body.delivery, dateFrom: saturday, dateTo: dates.pickupFrom }
    const response = await client
      .post('/dealer/requests')
      .header('referer', '/dealer/requests/create')
      .json({ ...body, intent: 'submit' })
      .withCsrfToken()
      .loginAs(user)
      .header('accept-language', 'en')
      .redirects(0)
    const errors = flashedFieldErrors(response)
    assert.deepEqual(errors['pickup.dateTo'], ['The place is closed on this date.'])
    assert.isDefined(errors['delivery.dateFrom'])
    assert.isDefined(errors['delivery.dateTo'])
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 0)
  })

  test('all the errors of a submit come in one answer: fields and dates together', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const body = validRequestBody({ vehicles: [] })
    /* A missing vehicle (the validator) and a pickup in the past (the dates' rules) at once. */
    body.pickup = { ...body.pickup, cap: '', dateFrom: '2020-03-02' }
    const response = await client
      .post('/dealer/requests')
      .header('referer', '/dealer/requests/create')
      .json({ ...body, intent: 'submit' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    assert.isDefined(errors['vehicles'], 'vehicles')
    assert.isDefined(errors['pickup.cap'], 'pickup.cap')
    assert.isDefined(errors['pickup.dateFrom'], 'pickup.dateFrom')
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 0)
  })

  test('a draft never keeps a reversed window', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const dates = futureDates()
    const response = await client
      .post('/dealer/requests')
      .header('referer', '/dealer/requests/create')
      .json({
        pickup: { source: 'new', dateFrom: dates.pickupTo, dateTo: dates.pickupFrom },
        delivery: { source: 'new', dateFrom: dates.pickupFrom },
        intent: 'draft',
      })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    assert.isDefined(errors['pickup.dateTo'])
    assert.isDefined(errors['delivery.dateFrom'])
    assert.lengthOf(await TransportRequest.query().where('team_id', team.id), 0)
  })

  test('a chosen address of another team is refused', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    const address = await Address.create({
      teamId: other.team.id,
      label: 'X',
      street: 'Via X 1',
      cap: '41121',
      city: 'Modena',
      province: 'MO',
    })
    const body = validRequestBody()
    body.pickup = { ...body.pickup, source: 'address', addressId: address.id }
    const response = await submitAs(client, user, 'post', '/dealer/requests').json({
      ...body,
      intent: 'draft',
    })
    assert.isDefined(flashedFieldErrors(response)['pickup.addressId'])
  })

  test('the live estimate answers the breakdown as JSON and writes nothing', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const before = await TransportRequest.query().count('* as total')
    const response = await client
      .post('/dealer/requests/estimate')
      .json(validRequestBody())
      .withCsrfToken()
      .loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.status, 'priced')
    assert.equal(body.breakdown.grossCents, body.breakdown.netCents + body.breakdown.vatCents)
    assert.isAbove(body.breakdown.lines.length, 0)
    /* what the dealer pays, never the platform's commission or the carrier's payout */
    assert.deepEqual(priceLeaks(body), [])
    const after = await TransportRequest.query().count('* as total')
    assert.equal(after[0]!.$extras.total, before[0]!.$extras.total)

    const incomplete = await client
      .post('/dealer/requests/estimate')
      .json({ vehicles: [] })
      .withCsrfToken()
      .loginAs(user)
    assert.deepEqual(incomplete.body(), { status: 'incomplete' })
  })

  test('a draft is edited, then submitted; a quoted request is no longer editable', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request } = await createRequest(team, { state: 'draft' })
    const edit = await client.get(`/dealer/requests/${request.id}/edit`).loginAs(user).withInertia()
    edit.assertInertiaComponent('dealer/requests/form')
    await client
      .put(`/dealer/requests/${request.id}`)
      .json({ ...validRequestBody(), intent: 'submit' })
      .withCsrfToken()
      .loginAs(user)
    await request.refresh()
    assert.equal(request.state, 'quoted')
    const again = await client.get(`/dealer/requests/${request.id}/edit`).loginAs(user).redirects(0)
    again.assertStatus(302)
    const update = await submitAs(client, user, 'put', `/dealer/requests/${request.id}`).json({
      intent: 'draft',
    })
    update.assertStatus(302)
    await request.refresh()
    assert.equal(request.state, 'quoted')
  })

  test('cancelling a quoted request supersedes its quote; an ordered one cannot be cancelled', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { request, quote } = await createRequest(team, { state: 'quoted' })
    await client.post(`/dealer/requests/${request.id}/cancel`).withCsrfToken().loginAs(user)
    await request.refresh()
    await quote!.refresh()
    assert.equal(request.state, 'cancelled')
    assert.equal(quote!.state, 'superseded')

    const { request: ordered } = await createRequest(team, { state: 'ordered' })
    await client.post(`/dealer/requests/${ordered.id}/cancel`).withCsrfToken().loginAs(user)
    await ordered.refresh()
    assert.equal(ordered.state, 'ordered')
  })

  test("another team's request answers 404 on every route", async ({ client }) => {
    const { user } = await createUserWithTeam('dealer')
    const { request } = await createRequest((await createUserWithTeam('dealer')).team, {
      state: 'draft',
    })
    for (const url of [
      `/dealer/requests/${request.id}`,
      `/dealer/requests/${request.id}/edit`,
      '/dealer/requests/99999999',
      '/dealer/requests/abc',
    ]) {
      const response = await client.get(url).loginAs(user)
      response.assertStatus(404)
    }
    ;(
      await client
        .put(`/dealer/requests/${request.id}`)
        .json({ intent: 'draft' })
        .withCsrfToken()
        .loginAs(user)
    ).assertStatus(404)
    ;(
      await client.post(`/dealer/requests/${request.id}/cancel`).withCsrfToken().loginAs(user)
    ).assertStatus(404)
  })

  test('transporters and staff get 404 on the dealer pages; guests go to login', async ({
    client,
  }) => {
    for (const kind of ['transporter', 'staff'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/dealer/requests').loginAs(user)).assertStatus(404)
      ;(
        await client.post('/dealer/requests/estimate').json({}).withCsrfToken().loginAs(user)
      ).assertStatus(404)
    }
    const guest = await client.get('/dealer/requests').redirects(0)
    guest.assertStatus(302)
  })

  test('a plain member of the dealer team submits, sees and cancels the team’s requests', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const user = await addMember(team, 'member')
    const { request: draft } = await createRequest(team, { state: 'draft' })

    const show = await client.get(`/dealer/requests/${draft.id}`).loginAs(user).withInertia()
    show.assertStatus(200)
    assert.deepEqual(show.inertiaProps.can, { edit: true, cancel: true, attach: true })

    const submitted = await submitAs(client, user, 'post', '/dealer/requests').json({
      ...validRequestBody(),
      intent: 'submit',
    })
    submitted.assertStatus(302)
    const quoted = await TransportRequest.query()
      .where('team_id', team.id)
      .where('state', 'quoted')
      .firstOrFail()
    const page = await client.get(`/dealer/requests/${quoted.id}`).loginAs(user).withInertia()
    assert.deepEqual(page.inertiaProps.can, { edit: false, cancel: true, attach: true })

    await client.post(`/dealer/requests/${quoted.id}/cancel`).withCsrfToken().loginAs(user)
    await quoted.refresh()
    assert.equal(quoted.state, 'cancelled')
  })
})
