import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import type User from '#identity/models/user'
import Call from '#calls/models/call'
import CallSetting from '#calls/models/call_setting'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createCarrier, createStaff } from '#tests/helpers/transport_factories'
import { aFreeSlot, bookingBody, createCall } from '#tests/helpers/call_factories'
import { settingsBody } from './settings_body.js'

/**
 * Every role against every route of calls. The areas answer first (a guest
 * goes to /login, another area is a 404); inside the transporter area the
 * policy keeps drivers out (403 page, a refused form goes back with the
 * reason); another team's call is a 404; staff cancel any call, and only
 * the staff team's owners and admins change the settings.
 */
type Who =
  | 'guest'
  | 'dealer'
  | 'owner'
  | 'admin'
  | 'member'
  | 'driver'
  | 'other carrier'
  | 'staff owner'
  | 'staff member'

async function world() {
  const carrier = await createCarrier()
  const actors: Record<Who, User | null> = {
    'guest': null,
    'dealer': (await createUserWithTeam('dealer')).user,
    'owner': carrier.user,
    'admin': await addMember(carrier.team, 'admin'),
    'member': await addMember(carrier.team, 'member'),
    'driver': await addMember(carrier.team, 'driver'),
    'other carrier': (await createCarrier()).user,
    'staff owner': (await createStaff()).user,
    'staff member': null,
  }
  const staffTeam = await createStaff()
  actors['staff member'] = await addMember(staffTeam.team, 'member')
  const slot = await aFreeSlot(2)
  const call = await createCall(carrier.team.id, slot.startsAt, { bookedById: carrier.user.id })
  return { carrier, actors, call }
}

function request(client: any, user: User | null, method: string, url: string) {
  const pending = client[method](url).redirects(0)
  if (method !== 'get') pending.withCsrfToken()
  return user ? pending.loginAs(user) : pending
}

test.group('Calls / who reaches which route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('the transporter pages: the carrier’s office only', async ({ client, assert }) => {
    const { actors } = await world()
    const expected: Record<Who, number> = {
      'guest': 302,
      'dealer': 404,
      'owner': 200,
      'admin': 200,
      'member': 200,
      'driver': 403,
      'other carrier': 200,
      'staff owner': 404,
      'staff member': 404,
    }
    for (const url of ['/transporter/calls', '/transporter/calls/new']) {
      for (const [who, status] of Object.entries(expected) as [Who, number][]) {
        const response = await request(client, actors[who], 'get', url)
        assert.equal(response.status(), status, `${who} GET ${url}`)
        if (who === 'guest') assert.equal(response.header('location'), '/login')
      }
    }
  })

  test('booking: the office books; a driver, a dealer, staff and a guest write nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { actors } = await world()
    const before = await Call.query().count('* as total').pojo<{ total: number }>()
    const slot = await aFreeSlot(1)
    for (const who of ['guest', 'dealer', 'driver', 'staff owner'] as Who[]) {
      const response = await request(client, actors[who], 'post', '/transporter/calls').json(
        bookingBody(slot)
      )
      assert.oneOf(response.status(), [302, 404], who)
      if (who === 'driver')
        assert.equal(
          (response.flashMessages() as any).error,
          'Solo i titolari, gli amministratori e i membri del team prenotano e annullano chiamate.'
        )
    }
    const after = await Call.query().count('* as total').pojo<{ total: number }>()
    assert.deepEqual(after, before)
    /* The team holds one call already: two more reach the limit of three. */
    for (const [index, who] of (['admin', 'member', 'other carrier'] as Who[]).entries()) {
      const response = await request(client, actors[who], 'post', '/transporter/calls').json(
        bookingBody(await aFreeSlot(1, index + 1))
      )
      assert.equal(response.header('location'), '/transporter/calls', who)
    }
    const fourth = await request(client, actors.owner, 'post', '/transporter/calls').json(
      bookingBody(await aFreeSlot(1, 5))
    )
    assert.match((fourth.flashMessages() as any).error, /già 3 chiamate/)
  })

  test('cancelling from the transporter area: the team’s office only; another team gets 404', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { actors, call } = await world()
    const expected: [Who, number][] = [
      ['guest', 302],
      ['dealer', 404],
      ['staff owner', 404],
      ['other carrier', 404],
      ['driver', 302],
    ]
    for (const [who, status] of expected) {
      const response = await request(client, actors[who], 'delete', `/transporter/calls/${call.id}`)
      assert.equal(response.status(), status, who)
      await call.refresh()
      assert.isNull(call.cancelledAt, who)
    }
    const response = await request(client, actors.member, 'delete', `/transporter/calls/${call.id}`)
    response.assertStatus(302)
    await call.refresh()
    assert.isNotNull(call.cancelledAt)
    assert.equal(call.cancelledByKind, 'transporter')
  })

  test('cancelling from the admin area: staff only', async ({ client, assert }) => {
    mail.fake()
    const { actors, call } = await world()
    for (const who of ['guest', 'dealer', 'owner', 'driver'] as Who[]) {
      const response = await request(client, actors[who], 'delete', `/admin/calls/${call.id}`)
      assert.oneOf(response.status(), [302, 404], who)
      await call.refresh()
      assert.isNull(call.cancelledAt, who)
    }
    const unknown = await request(
      client,
      actors['staff member'],
      'delete',
      '/admin/calls/2000000000'
    )
    unknown.assertStatus(404)
    const response = await request(
      client,
      actors['staff member'],
      'delete',
      `/admin/calls/${call.id}`
    )
    response.assertStatus(302)
    await call.refresh()
    assert.equal(call.cancelledByKind, 'staff')
  })

  test('the admin calendar shows calls to staff; the settings: read by staff, changed by owners', async ({
    client,
    assert,
  }) => {
    const { actors } = await world()
    for (const [who, status] of [
      ['guest', 302],
      ['dealer', 404],
      ['owner', 404],
      ['staff member', 200],
      ['staff owner', 200],
    ] as [Who, number][]) {
      const calendar = await request(client, actors[who], 'get', '/admin/calendar')
      assert.equal(calendar.status(), status, `${who} calendar`)
      const settings = await request(client, actors[who], 'get', '/admin/settings/calls')
      assert.equal(settings.status(), status, `${who} settings`)
    }
    for (const who of ['guest', 'dealer', 'owner', 'staff member'] as Who[]) {
      const response = await request(client, actors[who], 'put', '/admin/settings/calls').json(
        settingsBody()
      )
      assert.oneOf(response.status(), [302, 404], who)
    }
    assert.lengthOf(await CallSetting.all(), 0)
    const saved = await request(client, actors['staff owner'], 'put', '/admin/settings/calls').json(
      settingsBody()
    )
    saved.assertHeader('location', '/admin/settings/calls')
    assert.lengthOf(await CallSetting.all(), 1)
    assert.isTrue(DateTime.isDateTime((await CallSetting.firstOrFail()).createdAt))
  })
})
