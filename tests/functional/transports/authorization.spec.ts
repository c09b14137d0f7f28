import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import { addMember } from '#tests/helpers/factories'
import { todayInRome } from '#shared/time_zone'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { submitAs } from '#tests/helpers/requests'

/** Every field of the edit form, with the given notes. */
function editForm(notes: string) {
  return {
    pickupReferentName: 'Luca Verdi',
    pickupReferentPhone: '',
    pickupReferentEmail: '',
    pickupDateFrom: '',
    pickupDateTo: '',
    deliveryReferentName: '',
    deliveryReferentPhone: '',
    deliveryReferentEmail: '',
    deliveryDateFrom: '',
    deliveryDateTo: '',
    notes,
    stateVersion: 0,
  }
}

test.group('Transports / who may do what (TransportPolicy)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('owners, admins and members of the dealer team see and edit its transports', async ({
    client,
    assert,
  }) => {
    const { user: owner, team } = await createDealerTransport()
    const people = [owner, await addMember(team, 'admin'), await addMember(team, 'member')]
    for (const [index, user] of people.entries()) {
      const { transport } = await createDealerTransport({ dealer: { user: owner, team } })
      const show = await client
        .get(`/dealer/transports/${transport.id}`)
        .loginAs(user)
        .withInertia()
      show.assertStatus(200)
      assert.deepEqual((show.inertiaProps as any).can, { edit: true })
      ;(await client.get(`/dealer/transports/${transport.id}/edit`).loginAs(user)).assertStatus(200)
      const update = await submitAs(client, user, 'put', `/dealer/transports/${transport.id}`).form(
        editForm(`Nota ${index}`)
      )
      update.assertHeader('location', `/dealer/transports/${transport.id}`)
      await transport.refresh()
      assert.equal(transport.notes, `Nota ${index}`)
    }
  })

  test('another dealer team gets 404 on every transport route and changes nothing', async ({
    client,
    assert,
  }) => {
    const { transport } = await createDealerTransport()
    const { user: outsider, team: other } = await createDealerTransport()
    const people = [outsider, await addMember(other, 'admin'), await addMember(other, 'member')]
    for (const user of people) {
      ;(await client.get(`/dealer/transports/${transport.id}`).loginAs(user)).assertStatus(404)
      ;(await client.get(`/dealer/transports/${transport.id}/edit`).loginAs(user)).assertStatus(404)
      const update = await client
        .put(`/dealer/transports/${transport.id}`)
        .form(editForm('Intrusione'))
        .withCsrfToken()
        .loginAs(user)
      update.assertStatus(404)
      const list = await client.get('/dealer/transports').loginAs(user).withInertia()
      assert.notInclude(
        (list.inertiaProps as any).transports.data.map((row: any) => row.id),
        transport.id
      )
    }
    const fresh = await Transport.findOrFail(transport.id)
    assert.isNull(fresh.notes)
    assert.equal(fresh.pickupReferentName, 'Mario Rossi')
    assert.lengthOf(
      await TransportEvent.query().where('transport_id', transport.id).where('type', 'edited'),
      0
    )
  })

  test('staff owners, admins and members are offered and may use the assignment and the state changes', async ({
    client,
    assert,
  }) => {
    const { team: carrier } = await createTransporter()
    const { user: owner, team: staffTeam } = await createStaff()
    const people = [
      owner,
      await addMember(staffTeam, 'admin'),
      await addMember(staffTeam, 'member'),
    ]
    const { restore } = captureBroadcasts()
    try {
      for (const user of people) {
        const { transport } = await createDealerTransport()
        const show = await client
          .get(`/admin/transports/${transport.id}`)
          .loginAs(user)
          .withInertia()
        assert.isTrue((show.inertiaProps as any).canAssign)
        assert.deepEqual((show.inertiaProps as any).nextStates, ['cancelled'])
        await submitAs(client, user, 'post', `/admin/transports/${transport.id}/assign`).form({
          transporterTeamId: carrier.id,
          stateVersion: 0,
        })
        await submitAs(client, user, 'post', `/admin/transports/${transport.id}/transition`).form({
          to: 'cancelled',
          stateVersion: 1,
          reason: 'Richiesta del cliente',
        })
        const fresh = await Transport.findOrFail(transport.id)
        assert.equal(fresh.transporterTeamId, carrier.id)
        assert.equal(fresh.state, 'cancelled')
      }
    } finally {
      restore()
    }
  })

  test('a carrier reaches no dealer or admin transport page; its dashboard lists only the transports assigned to its team', async ({
    client,
    assert,
  }) => {
    const { user: carrierUser, team: carrier } = await createTransporter()
    const driver = await addMember(carrier, 'driver')
    const { team: rival } = await createTransporter()
    const mine = await createDealerTransport({ state: 'assigned', transporterTeamId: carrier.id })
    const theirs = await createDealerTransport({ state: 'assigned', transporterTeamId: rival.id })
    await Transport.query()
      .whereIn('id', [mine.transport.id, theirs.transport.id])
      .update({ pickup_on: todayInRome() })
    for (const user of [carrierUser, driver]) {
      for (const url of [
        `/dealer/transports/${mine.transport.id}`,
        `/admin/transports/${mine.transport.id}`,
        '/dealer/calendar',
        '/admin/calendar',
      ]) {
        ;(await client.get(url).loginAs(user)).assertStatus(404)
      }
      if (user === driver) {
        /* A driver has no team dashboard (issue 11): their own transports instead. */
        const refused = await client.get('/transporter').loginAs(user).redirects(0)
        refused.assertStatus(302)
        assert.equal(refused.header('location'), '/transporter/transports')
        continue
      }
      const dashboard = await client.get('/transporter').loginAs(user).withInertia()
      assert.deepEqual(
        (dashboard.inertiaProps as any).activity.todayPickups.map((row: any) => row.id),
        [mine.transport.id]
      )
    }
  })

  test('a refused assignment or state change (a dealer, a foreign id) changes nothing', async ({
    client,
    assert,
  }) => {
    const { user: dealer, transport } = await createDealerTransport()
    const { team: carrier } = await createTransporter()
    const { user: staff } = await createStaff()
    const assign = await client
      .post(`/admin/transports/${transport.id}/assign`)
      .form({ transporterTeamId: carrier.id, stateVersion: 0 })
      .withCsrfToken()
      .loginAs(dealer)
    assign.assertStatus(404)
    const unknown = await client
      .post('/admin/transports/2147483647/transition')
      .form({ to: 'cancelled', stateVersion: 0 })
      .withCsrfToken()
      .loginAs(staff)
    unknown.assertStatus(404)
    const fresh = await Transport.findOrFail(transport.id)
    assert.equal(fresh.state, 'published')
    assert.isNull(fresh.transporterTeamId)
    assert.equal(fresh.stateVersion, 0)
  })
})
