import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import type Team from '#teams/models/team'
import { nowInRome } from '#shared/time_zone'

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
    const place = await Address.create({
      teamId: team.id,
      label: 'Sede',
      street: 'Via Roma 1',
      cap: '20100',
      city: 'Milano',
      province: 'MI',
    })

    const whole = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2030-08-10', endsOn: '2030-08-23', reason: 'Ferie estive' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
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
    const response = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2030-08-23', endsOn: '2030-08-10' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(response).endsOn, [
      'La data di fine non può precedere quella di inizio.',
    ])
    assert.isNull(await ClosingDay.findBy('team_id', team.id))
  })

  test('a closing lasts at most 366 days', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const ok = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2032-01-01', endsOn: '2032-12-31' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(ok), {})
    const tooLong = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2032-01-01', endsOn: '2033-01-01' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(tooLong).endsOn, [
      'Un periodo di chiusura dura al massimo 366 giorni.',
    ])
    assert.lengthOf(await ClosingDay.query().where('team_id', team.id), 1)
  })

  test('dates must be real calendar dates', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (const startsOn of ['', '2030-02-30', '10/08/2030', 'tomorrow', 'x'.repeat(200 * 1024)]) {
      const response = await client
        .post(`/teams/${team.id}/closing-days`)
        .json({ startsOn, endsOn: '2030-08-10' })
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), 'startsOn', startsOn.slice(0, 12))
    }
    const wrongType = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: 20300810, endsOn: ['2030-08-10'], reason: { a: 1 } })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.properties(flashedFieldErrors(wrongType), ['startsOn', 'endsOn', 'reason'])
    const longReason = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2030-08-10', endsOn: '2030-08-10', reason: 'r'.repeat(201) })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
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
      const response = await client
        .post(`/teams/${team.id}/closing-days`)
        .json({ startsOn: '2030-08-10', endsOn: '2030-08-10', addressId })
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      assert.deepEqual(flashedFieldErrors(response).addressId, [
        'Scegli uno degli indirizzi del team.',
      ])
    }
    assert.isNull(await ClosingDay.findBy('team_id', team.id))
  })

  test('the owner edits and deletes a closing', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const row = await closing(team, DateTime.fromISO('2030-08-10'), DateTime.fromISO('2030-08-20'))
    const update = await client
      .put(`/teams/${team.id}/closing-days/${row.id}`)
      .json({ startsOn: '2030-08-12', endsOn: '2030-08-14', reason: 'Ponte' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    update.assertStatus(302)
    await row.refresh()
    assert.equal(row.startsOn.toISODate(), '2030-08-12')
    assert.equal(row.endsOn.toISODate(), '2030-08-14')
    assert.equal(row.reason, 'Ponte')

    const remove = await client
      .delete(`/teams/${team.id}/closing-days/${row.id}`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    remove.assertStatus(302)
    assert.equal(remove.flashMessages().success, 'Chiusura eliminata.')
    assert.isNull(await ClosingDay.find(row.id))
  })

  test('members see closings but cannot change them', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('transporter')
    const row = await closing(team, DateTime.fromISO('2030-08-10'), DateTime.fromISO('2030-08-20'))
    const driver = await addMember(team, 'driver')
    const list = await client.get(`/teams/${team.id}/closing-days`).loginAs(driver).withInertia()
    list.assertInertiaPropsContains({
      closingDays: { data: [{ id: row.id }] },
      can: { update: false },
    })
    const create = await client
      .post(`/teams/${team.id}/closing-days`)
      .json({ startsOn: '2030-09-01', endsOn: '2030-09-01' })
      .withCsrfToken()
      .loginAs(driver)
      .redirects(0)
    assert.isString(create.flashMessages().error)
    const remove = await client
      .delete(`/teams/${team.id}/closing-days/${row.id}`)
      .withCsrfToken()
      .loginAs(driver)
      .redirects(0)
    assert.isString(remove.flashMessages().error)
    assert.lengthOf(await ClosingDay.query().where('team_id', team.id), 1)
  })
})
