import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import TransportEvent from '#transports/models/transport_event'
import Transport from '#transports/models/transport'
import { addMember } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { submitAs } from '#tests/helpers/requests'

test.group('Transports / dealer pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dealer lists the team\u2019s transports only, filtered by state', async ({
    client,
    assert,
  }) => {
    const { user, team, transport } = await createDealerTransport()
    await createDealerTransport({ dealer: { user, team }, state: 'assigned' })
    await createDealerTransport()
    const response = await client.get('/dealer/transports').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/transports/index')
    const props = response.inertiaProps as any
    assert.equal(props.transports.metadata.total, 2)
    const filtered = await client
      .get('/dealer/transports?state=published&from=nonsense')
      .loginAs(user)
      .withInertia()
    const list = (filtered.inertiaProps as any).transports
    assert.equal(list.metadata.total, 1)
    assert.equal(list.data[0].id, transport.id)
    assert.deepEqual((filtered.inertiaProps as any).filters, {
      state: 'published',
      from: null,
      to: null,
    })
  })

  test('the dealer sees a transport with its timeline, tracking link, vehicles, price and origin', async ({
    client,
    assert,
  }) => {
    const { user, transport, order } = await createDealerTransport({ vehicles: 2 })
    const response = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(user)
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dealer/transports/show')
    const props = response.inertiaProps as any
    assert.equal(props.transport.reference, transport.reference)
    assert.equal(props.transport.timeline[0].type, 'created')
    assert.equal(props.transport.trackingPath, `/tracking/${transport.trackingToken}`)
    assert.isTrue(props.can.edit)
    /* The vehicles with plates, what was paid, and the order and request it came from. */
    assert.lengthOf(props.transport.vehicles, 2)
    assert.properties(props.transport.vehicles[0], ['make', 'model', 'plate', 'vin', 'category'])
    assert.deepEqual(props.transport.pricePaid, {
      netCents: 50_000,
      vatCents: 11_000,
      grossCents: 61_000,
    })
    assert.deepEqual(props.transport.order, { id: order.id, reference: order.reference })
    assert.equal(props.transport.request.id, transport.transportRequestId)
    assert.isNotEmpty(props.categories)
    assert.notProperty(props.transport.pricePaid, 'payoutCents')
  })

  test('another team, malformed ids and other areas get 404', async ({ client }) => {
    const { transport } = await createDealerTransport()
    const { user: outsider } = await createDealerTransport()
    const { user: carrier } = await createTransporter()
    ;(await client.get(`/dealer/transports/${transport.id}`).loginAs(outsider)).assertStatus(404)
    ;(await client.get(`/dealer/transports/${transport.id}/edit`).loginAs(outsider)).assertStatus(
      404
    )
    ;(
      await client
        .put(`/dealer/transports/${transport.id}`)
        .form({ stateVersion: 0 })
        .withCsrfToken()
        .loginAs(outsider)
    ).assertStatus(404)
    ;(await client.get('/dealer/transports/abc').loginAs(outsider)).assertStatus(404)
    ;(await client.get('/dealer/transports/99999999999').loginAs(outsider)).assertStatus(404)
    ;(await client.get('/dealer/transports').loginAs(carrier)).assertStatus(404)
    ;(await client.get(`/admin/transports/${transport.id}`).loginAs(outsider)).assertStatus(404)
  })

  test('guests are sent to login', async ({ client }) => {
    const response = await client.get('/dealer/transports').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the dealer edits referents, notes and date windows: an edited event is written', async ({
    client,
    assert,
  }) => {
    const { user, transport } = await createDealerTransport()
    const response = await submitAs(client, user, 'put', `/dealer/transports/${transport.id}`).form(
      {
        pickupReferentName: 'Luca Verdi',
        pickupReferentPhone: '+39 02 1234567',
        pickupReferentEmail: 'luca@example.test',
        pickupDateFrom: '2030-03-04',
        pickupDateTo: '2030-03-06',
        deliveryReferentName: '',
        deliveryReferentPhone: '',
        deliveryReferentEmail: '',
        deliveryDateFrom: '',
        deliveryDateTo: '',
        notes: 'Cancello blu',
        stateVersion: 0,
      }
    )
    response.assertStatus(302)
    response.assertHeader('location', `/dealer/transports/${transport.id}`)
    await transport.refresh()
    assert.equal(transport.pickupReferentName, 'Luca Verdi')
    assert.equal(transport.pickupDateFrom!.toISODate(), '2030-03-04')
    assert.isNull(transport.deliveryReferentName)
    assert.equal(transport.notes, 'Cancello blu')
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'edited')
      .firstOrFail()
    assert.includeMembers((event.payload as any).fields, ['pickupReferentName', 'notes'])
  })

  test('moving a window moves the dates that depend on it: pickup and delivery estimate', async ({
    client,
    assert,
  }) => {
    const { user, transport } = await createDealerTransport({ distanceKm: 100 })
    const response = await submitAs(client, user, 'put', `/dealer/transports/${transport.id}`).form(
      {
        pickupReferentName: transport.pickupReferentName ?? '',
        pickupReferentPhone: transport.pickupReferentPhone ?? '',
        pickupReferentEmail: transport.pickupReferentEmail ?? '',
        /* Wednesday 6 and Monday 18 March 2030 */
        pickupDateFrom: '2030-03-06',
        pickupDateTo: '2030-03-08',
        deliveryReferentName: transport.deliveryReferentName ?? '',
        deliveryReferentPhone: transport.deliveryReferentPhone ?? '',
        deliveryReferentEmail: transport.deliveryReferentEmail ?? '',
        deliveryDateFrom: '2030-03-18',
        deliveryDateTo: '2030-03-22',
        notes: '',
        stateVersion: 0,
      }
    )
    response.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.pickupOn!.toISODate(), '2030-03-06')
    /* 100 km is one driving day (Thursday 7), but the delivery window opens on the 18th. */
    assert.equal(transport.deliveryEstimateOn!.toISODate(), '2030-03-18')
  })

  test('dates on weekends or holidays and texts over the limits are field errors, not 500s', async ({
    client,
    assert,
  }) => {
    const { user, transport } = await createDealerTransport()
    const response = await client
      .put(`/dealer/transports/${transport.id}`)
      .form({
        pickupReferentName: 'x'.repeat(121),
        pickupReferentEmail: 'not-an-email',
        pickupDateFrom: '2030-03-09',
        pickupDateTo: '2030-03-05',
        deliveryDateFrom: '2030-12-25',
        notes: 'n'.repeat(2001),
        stateVersion: 0,
      })
      .withCsrfToken()
      .header('referer', `/dealer/transports/${transport.id}/edit`)
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    const errors = flashedFieldErrors(response)
    for (const field of [
      'pickupReferentName',
      'pickupReferentEmail',
      'pickupDateFrom',
      'deliveryDateFrom',
      'notes',
    ]) {
      assert.property(errors, field)
    }
  })

  test('after pickup the transport can no longer be edited', async ({ client, assert }) => {
    const { user, transport } = await createDealerTransport({ state: 'picked_up' })
    const show = await client.get(`/dealer/transports/${transport.id}`).loginAs(user).withInertia()
    assert.isFalse((show.inertiaProps as any).can.edit)
    const edit = await client
      .get(`/dealer/transports/${transport.id}/edit`)
      .loginAs(user)
      .redirects(0)
    edit.assertStatus(302)
    const update = await submitAs(client, user, 'put', `/dealer/transports/${transport.id}`).form({
      notes: 'late',
      stateVersion: 0,
    })
    update.assertStatus(302)
    await transport.refresh()
    assert.isNull(transport.notes)
  })

  test('a driver of the dealer team sees transports but may not edit them', async ({ client }) => {
    const { team, transport } = await createDealerTransport()
    const driver = await addMember(team, 'driver')
    ;(await client.get(`/dealer/transports/${transport.id}`).loginAs(driver)).assertStatus(200)
    ;(await client.get(`/dealer/transports/${transport.id}/edit`).loginAs(driver)).assertStatus(403)
  })
})

test.group('Transports / admin pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff list every transport with filters and team names', async ({ client, assert }) => {
    const { team } = await createDealerTransport()
    await createDealerTransport()
    const { user: staff } = await createStaff()
    const response = await client.get('/admin/transports').loginAs(staff).withInertia()
    response.assertInertiaComponent('admin/transports/index')
    assert.isAtLeast((response.inertiaProps as any).transports.metadata.total, 2)
    const filtered = await client
      .get(`/admin/transports?dealer=${team.id}&pickupRegion=lombardia`)
      .loginAs(staff)
      .withInertia()
    const list = (filtered.inertiaProps as any).transports
    assert.equal(list.metadata.total, 1)
    assert.equal(list.data[0].dealerName, team.name)
  })

  test('staff assign a verified transporter from the show page: state, event, realtime', async ({
    client,
    assert,
  }) => {
    const { team, transport } = await createDealerTransport()
    const { team: carrier } = await createTransporter()
    const { user: staff } = await createStaff()
    const show = await client.get(`/admin/transports/${transport.id}`).loginAs(staff).withInertia()
    show.assertInertiaComponent('admin/transports/show')
    const props = show.inertiaProps as any
    assert.isTrue(props.canAssign)
    assert.deepEqual(props.nextStates, ['cancelled'])
    assert.deepInclude(props.transporters, { value: String(carrier.id), label: carrier.name })

    const capture = captureBroadcasts()
    try {
      const response = await submitAs(
        client,
        staff,
        'post',
        `/admin/transports/${transport.id}/assign`
      ).form({ transporterTeamId: carrier.id, stateVersion: 0 })
      response.assertStatus(302)
    } finally {
      capture.restore()
    }
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.equal(transport.transporterTeamId, carrier.id)
    assert.deepInclude(
      capture.calls.map(([channel]) => channel),
      `teams/${team.id}`
    )
    assert.deepInclude(
      capture.calls.map(([channel]) => channel),
      `tracking/${transport.trackingToken}`
    )
  })

  test('a stale or invalid state change is refused with a message, never a 500', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user: staff } = await createStaff()
    const stale = await submitAs(
      client,
      staff,
      'post',
      `/admin/transports/${transport.id}/transition`
    ).form({ to: 'cancelled', stateVersion: 3, reason: 'Errore di inserimento' })
    stale.assertStatus(302)
    assert.equal(
      (stale.flashMessages() as any).error,
      'Il trasporto è stato appena modificato da qualcun altro: ricarica e riprova.'
    )
    const invalid = await submitAs(
      client,
      staff,
      'post',
      `/admin/transports/${transport.id}/transition`
    ).form({ to: 'delivered', stateVersion: 0, reason: 'Errore di inserimento' })
    invalid.assertStatus(302)
    assert.equal(
      (invalid.flashMessages() as any).error,
      'Questo cambio di stato non è consentito dallo stato attuale.'
    )
    const bogus = await submitAs(
      client,
      staff,
      'post',
      `/admin/transports/${transport.id}/transition`
    ).form({ to: 'x'.repeat(5000), stateVersion: 'a' })
    bogus.assertStatus(302)
    await transport.refresh()
    assert.equal(transport.state, 'published')
  })

  test('staff cancel through the same state machine', async ({ client, assert }) => {
    const { transport } = await createDealerTransport()
    const { user: staff } = await createStaff()
    const capture = captureBroadcasts()
    try {
      await submitAs(client, staff, 'post', `/admin/transports/${transport.id}/transition`).form({
        to: 'cancelled',
        stateVersion: 0,
        reason: 'Richiesta del cliente',
      })
    } finally {
      capture.restore()
    }
    const fresh = await Transport.findOrFail(transport.id)
    assert.equal(fresh.state, 'cancelled')
    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('to_state', 'cancelled')
      .firstOrFail()
    assert.deepEqual(event.payload, { override: true, reason: 'Richiesta del cliente' })
    assert.equal(event.actorKind, 'admin')
    assert.equal(event.actorUserId, staff.id)
  })

  test('dealers and transporters get 404 on admin transports; a staff driver cannot change states', async ({
    client,
    assert,
  }) => {
    const { user: dealer, transport } = await createDealerTransport()
    const { user: carrier } = await createTransporter()
    ;(await client.get('/admin/transports').loginAs(dealer)).assertStatus(404)
    ;(await client.get(`/admin/transports/${transport.id}`).loginAs(carrier)).assertStatus(404)
    ;(
      await client
        .post(`/admin/transports/${transport.id}/assign`)
        .form({})
        .withCsrfToken()
        .loginAs(dealer)
    ).assertStatus(404)
    const { team: staffTeam } = await createStaff()
    const driver = await addMember(staffTeam, 'driver')
    const refused = await submitAs(
      client,
      driver,
      'post',
      `/admin/transports/${transport.id}/transition`
    ).form({ to: 'cancelled', stateVersion: 0 })
    /* refused before the controller (drivers have no admin area) or by the policy: never applied */
    assert.include([302, 403, 404], refused.status())
    await transport.refresh()
    assert.equal(transport.state, 'published')
    ;(await client.get('/admin/transports/424242').loginAs(driver)).assertStatus(404)
  })
})

test.group('Transports / public tracking', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anyone with the link sees state, dates and first names only', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const response = await client.get(`/tracking/${transport.trackingToken}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('site/tracking')
    const props = response.inertiaProps as any
    assert.equal(props.tracking.state, 'published')
    assert.equal(props.tracking.pickup.referentFirstName, 'Mario')
    assert.equal(props.channel, `tracking/${transport.trackingToken}`)
    const json = JSON.stringify(props.tracking)
    for (const secret of [
      'Rossi',
      'Via Roma',
      '20100',
      '333',
      '@example.test',
      '50000',
      '42500',
      'Cents',
      'price',
    ]) {
      assert.notInclude(json, secret)
    }
  })

  test('unknown or malformed tokens get 404', async ({ client }) => {
    ;(await client.get(`/tracking/${'A'.repeat(43)}`)).assertStatus(404)
    ;(await client.get('/tracking/short')).assertStatus(404)
    ;(await client.get(`/tracking/${'A'.repeat(500)}`)).assertStatus(404)
    ;(await client.get('/tracking/%27%20OR%201%3D1')).assertStatus(404)
  })
})
