import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import type Team from '#teams/models/team'
import { nowInRome } from '#shared/time_zone'
import { submitAs } from '#tests/helpers/requests'
import { AddressFactory } from '#database/factories/team_factory'

const rome = () => nowInRome().startOf('day')

function closing(team: Team, from: DateTime, to: DateTime, reason: string | null = null) {
  return ClosingDay.create({ teamId: team.id, startsOn: from, endsOn: to, reason })
}

test.group('Teams / closing days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists upcoming and ongoing closings first (soonest first), then past ones (latest first)', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const today = rome()
    await closing(team, today.minus({ days: 40 }), today.minus({ days: 35 }), 'past-old')
    await closing(team, today.plus({ days: 30 }), today.plus({ days: 31 }), 'later')
    await closing(team, today.minus({ days: 10 }), today.minus({ days: 9 }), 'past-recent')
    await closing(team, today.minus({ days: 1 }), today.plus({ days: 1 }), 'ongoing')
    await closing(team, today.plus({ days: 5 }), today.plus({ days: 5 }), 'soon')
    await closing((await createUserWithTeam('dealer')).team, today, today, 'not mine')

    const response = await client.get(`/teams/${team.id}/closing-days`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/closing_days')
    const rows = (
      response.inertiaProps.closingDays as {
        data: { reason: string; past: boolean; current: boolean; startsOn: string }[]
      }
    ).data
    assert.deepEqual(
      rows.map((row) => row.reason),
      ['ongoing', 'soon', 'later', 'past-recent', 'past-old']
    )
    assert.deepEqual(
      rows.map((row) => [row.past, row.current]),
      [
        [false, true],
        [false, false],
        [false, false],
        [true, false],
        [true, false],
      ]
    )
    assert.equal(rows[1]!.startsOn, today.plus({ days: 5 }).toISODate())
  })

  test('an admin adds a closing for the whole team or for one of its addresses', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const place = await AddressFactory.merge({ teamId: team.id }).create()

    const whole = await submitAs(client, admin, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2030-08-10',
      endsOn: '2030-08-23',
      reason: 'Ferie estive',
    })
    whole.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(whole), {})
    assert.equal(whole.flashMessages().success, 'Chiusura aggiunta.')

    await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2030-12-24', endsOn: '2030-12-24', addressId: place.id })
      .withCsrfToken()
      .loginAs(admin)

    const rows = await ClosingDay.query().where('team_id', team.id).orderBy('starts_on')
    assert.lengthOf(rows, 2)
    assert.equal(rows[0]!.startsOn.toISODate(), '2030-08-10')
    assert.equal(rows[0]!.endsOn.toISODate(), '2030-08-23')
    assert.equal(rows[0]!.reason, 'Ferie estive')
    assert.isNull(rows[0]!.addressId)
    assert.equal(rows[1]!.addressId, place.id)

    const list = await client.get(`/teams/${team.id}/closing-days`).loginAs(admin).withInertia()
    list.assertInertiaPropsContains({
      addresses: [{ id: place.id, label: 'Sede', city: 'Milano' }],
    })
  })

  test('the end cannot come before the start', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2030-08-23',
      endsOn: '2030-08-10',
    })
    assert.deepEqual(flashedFieldErrors(response).endsOn, [
      'La data di fine non può precedere quella di inizio.',
    ])
    assert.isNull(await ClosingDay.findBy('team_id', team.id))
  })

  test('a closing lasts at most 366 days', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const ok = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2032-01-01',
      endsOn: '2032-12-31',
    })
    assert.deepEqual(flashedFieldErrors(ok), {})
    const tooLong = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2032-01-01',
      endsOn: '2033-01-01',
    })
    assert.deepEqual(flashedFieldErrors(tooLong).endsOn, [
      'Un periodo di chiusura dura al massimo 366 giorni.',
    ])
    assert.lengthOf(await ClosingDay.query().where('team_id', team.id), 1)
  })

  test('dates must be real calendar dates', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (const startsOn of ['', '2030-02-30', '10/08/2030', 'tomorrow', 'x'.repeat(200 * 1024)]) {
      const response = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
        startsOn,
        endsOn: '2030-08-10',
      })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), 'startsOn', startsOn.slice(0, 12))
    }
    const wrongType = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: 20300810,
      endsOn: ['2030-08-10'],
      reason: { a: 1 },
    })
    assert.properties(flashedFieldErrors(wrongType), ['startsOn', 'endsOn', 'reason'])
    const longReason = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2030-08-10',
      endsOn: '2030-08-10',
      reason: 'r'.repeat(201),
    })
    assert.property(flashedFieldErrors(longReason), 'reason')
    assert.isNull(await ClosingDay.findBy('team_id', team.id))
  })

  test("another team's address cannot be chosen (no hint that it exists)", async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const { team: other } = await createUserWithTeam('dealer')
    const theirs = await Address.create({
      teamId: other.id,
      label: 'Loro',
      street: 'Via Po 1',
      cap: '10100',
      city: 'Torino',
      province: 'TO',
    })
    for (const addressId of [theirs.id, 999999]) {
      const response = await submitAs(client, user, 'post', `/teams/${team.id}/closing-days`).json({
        startsOn: '2030-08-10',
        endsOn: '2030-08-10',
        addressId,
      })
      assert.deepEqual(flashedFieldErrors(response).addressId, [
        'Scegli uno degli indirizzi del team.',
      ])
    }
    assert.isNull(await ClosingDay.findBy('team_id', team.id))
  })

  test('the owner edits and deletes a closing', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const row = await closing(team, DateTime.fromISO('2030-08-10'), DateTime.fromISO('2030-08-20'))
    const update = await submitAs(
      client,
      user,
      'put',
      `/teams/${team.id}/closing-days/${row.id}`
    ).json({ startsOn: '2030-08-12', endsOn: '2030-08-14', reason: 'Ponte' })
    update.assertStatus(302)
    await row.refresh()
    assert.equal(row.startsOn.toISODate(), '2030-08-12')
    assert.equal(row.endsOn.toISODate(), '2030-08-14')
    assert.equal(row.reason, 'Ponte')

    const remove = await submitAs(
      client,
      user,
      'delete',
      `/teams/${team.id}/closing-days/${row.id}`
    )
    remove.assertStatus(302)
    assert.equal(remove.flashMessages().success, 'Chiusura eliminata.')
    assert.isNull(await ClosingDay.find(row.id))
  })

  test('members see closings but cannot change them; drivers do not see them', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('transporter')
    const row = await closing(team, DateTime.fromISO('2030-08-10'), DateTime.fromISO('2030-08-20'))
    const driver = await addMember(team, 'driver')
    const member = await addMember(team, 'member')
    ;(await client.get(`/teams/${team.id}/closing-days`).loginAs(driver)).assertStatus(403)
    const list = await client.get(`/teams/${team.id}/closing-days`).loginAs(member).withInertia()
    list.assertInertiaPropsContains({
      closingDays: { data: [{ id: row.id }] },
      can: { update: false },
    })
    const create = await submitAs(client, driver, 'post', `/teams/${team.id}/closing-days`).json({
      startsOn: '2030-09-01',
      endsOn: '2030-09-01',
    })
    assert.isString(create.flashMessages().error)
    const remove = await submitAs(
      client,
      driver,
      'delete',
      `/teams/${team.id}/closing-days/${row.id}`
    )
    assert.isString(remove.flashMessages().error)
    assert.lengthOf(await ClosingDay.query().where('team_id', team.id), 1)
  })
})
