import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import type Team from '#teams/models/team'
import { submitAs } from '#tests/helpers/requests'
import { AddressFactory } from '#database/factories/team_factory'

const VALID = {
  label: 'Sede di Modena',
  street: 'Via Emilia Est 120',
  cap: '41121',
  city: 'Modena',
  province: 'mo',
  referentName: 'Giulia Bianchi',
  referentPhone: '+39 333 1234567',
  referentEmail: 'Giulia@Example.test',
  openingHours: {
    mon: [
      { start: '08:30', end: '12:30' },
      { start: '14:00', end: '18:00' },
    ],
    sat: [{ start: '09:00', end: '12:00' }],
    sun: [],
  },
  notes: 'Suonare al cancello.',
}

/** A field error on the field itself or on one of its children. */
function hasErrorUnder(errors: Record<string, string[]>, field: string) {
  return Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))
}

function address(team: Team, label: string) {
  return AddressFactory.merge({ teamId: team.id, label }).create()
}

test.group('Teams / addresses', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an empty list comes with pagination data', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await client.get(`/teams/${team.id}/addresses`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/addresses')
    response.assertInertiaPropsContains({
      addresses: { data: [], metadata: { total: 0, currentPage: 1, lastPage: 1 } },
    })
  })

  test('the list is paginated by label, 20 per page, through the URL', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (let index = 1; index <= 23; index++)
      await address(team, `Luogo ${String(index).padStart(2, '0')}`)
    await address((await createUserWithTeam('dealer')).team, 'Not mine')

    const first = await client.get(`/teams/${team.id}/addresses`).loginAs(user).withInertia()
    const page1 = first.inertiaProps.addresses as { data: { label: string }[]; metadata: any }
    assert.lengthOf(page1.data, 20)
    assert.equal(page1.data[0]!.label, 'Luogo 01')
    assert.deepEqual(page1.metadata, { total: 23, perPage: 20, currentPage: 1, lastPage: 2 })

    const second = await client
      .get(`/teams/${team.id}/addresses?page=2`)
      .loginAs(user)
      .withInertia()
    const page2 = second.inertiaProps.addresses as { data: { label: string }[] }
    assert.deepEqual(
      page2.data.map((row) => row.label),
      ['Luogo 21', 'Luogo 22', 'Luogo 23']
    )

    /* garbage or past-the-end pages never break the list */
    for (const page of ['99', 'abc', '-1', 'x'.repeat(3000)]) {
      const response = await client
        .get(`/teams/${team.id}/addresses?page=${page}`)
        .loginAs(user)
        .withInertia()
      response.assertStatus(200)
      assert.isAbove(
        (response.inertiaProps.addresses as { data: unknown[] }).data.length,
        0,
        page.slice(0, 10)
      )
    }
  })

  test('an admin creates an address with referent and opening hours', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const response = await submitAs(client, admin, 'post', `/teams/${team.id}/addresses`).json(
      VALID
    )
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    assert.equal(response.flashMessages().success, 'Indirizzo Sede di Modena aggiunto.')
    const created = await Address.findByOrFail('team_id', team.id)
    assert.equal(created.province, 'MO')
    assert.equal(created.referentEmail, 'giulia@example.test')
    assert.deepEqual(created.openingHours, {
      mon: [
        ['08:30', '12:30'],
        ['14:00', '18:00'],
      ],
      sat: [['09:00', '12:00']],
    })

    const list = await client.get(`/teams/${team.id}/addresses`).loginAs(admin).withInertia()
    list.assertInertiaPropsContains({
      addresses: { data: [{ label: 'Sede di Modena', city: 'Modena', province: 'MO' }] },
    })
  })

  test('only label and place are required', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await client
      .post(`/teams/${team.id}/addresses`)
      .form({ label: 'Piazzale', street: 'Via Po 3', cap: '10123', city: 'Torino', province: 'TO' })
      .withCsrfToken()
      .loginAs(user)
    const created = await Address.findByOrFail('team_id', team.id)
    assert.isNull(created.referentName)
    assert.isNull(created.openingHours)
  })

  test('rejects a bad CAP, province, phone and e-mail', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json({
      ...VALID,
      cap: '4112A',
      province: 'ZZ',
      referentPhone: 'abc',
      referentEmail: 'nope',
    })
    const errors = flashedFieldErrors(response)
    assert.deepEqual(errors.cap, ['Il CAP è di 5 cifre.'])
    assert.deepEqual(errors.province, ['Scegli una provincia italiana.'])
    assert.properties(errors, ['referentPhone', 'referentEmail'])
    assert.isNull(await Address.findBy('team_id', team.id))
  })

  test('opening hours: start after end, overlap, three ranges and bad times are field errors', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json({
      ...VALID,
      openingHours: {
        mon: [{ start: '12:00', end: '08:00' }],
        tue: [
          { start: '08:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ],
        wed: [
          { start: '08:00', end: '09:00' },
          { start: '10:00', end: '11:00' },
          { start: '12:00', end: '13:00' },
        ],
        thu: [{ start: '8 am', end: '25:00' }],
      },
    })
    const errors = flashedFieldErrors(response)
    assert.deepEqual(errors['openingHours.mon'], [
      "L'orario di apertura deve precedere quello di chiusura.",
    ])
    assert.deepEqual(errors['openingHours.tue'], [
      'La seconda fascia deve iniziare dopo la fine della prima.',
    ])
    assert.isDefined(errors['openingHours.wed'])
    assert.isTrue(hasErrorUnder(errors, 'openingHours.thu'))
    assert.isNull(await Address.findBy('team_id', team.id))
  })

  test('every field answers a 200 KB value or a wrong type with a field error', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const huge = 'ß'.repeat(200 * 1024)
    for (const field of [
      'label',
      'street',
      'cap',
      'city',
      'province',
      'referentName',
      'referentPhone',
      'referentEmail',
      'notes',
    ]) {
      const response = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json({
        ...VALID,
        [field]: huge,
      })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), field, field)
    }
    const wrongTypes = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json({
      ...VALID,
      label: 42,
      openingHours: 'always',
      notes: ['x'],
    })
    wrongTypes.assertStatus(302)
    assert.properties(flashedFieldErrors(wrongTypes), ['label', 'openingHours', 'notes'])
    const hugeHours = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json({
      ...VALID,
      openingHours: {
        mon: Array.from({ length: 5000 }, () => ({ start: '08:00', end: '09:00' })),
      },
    })
    hugeHours.assertStatus(302)
    assert.isDefined(flashedFieldErrors(hugeHours)['openingHours.mon'])
    assert.isNull(await Address.findBy('team_id', team.id))
  })

  test('the owner edits an address', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const existing = await address(team, 'Vecchio nome')
    const response = await submitAs(
      client,
      user,
      'put',
      `/teams/${team.id}/addresses/${existing.id}`
    ).json({ ...VALID, label: 'Nuovo nome', openingHours: {} })
    response.assertStatus(302)
    await existing.refresh()
    assert.equal(existing.label, 'Nuovo nome')
    assert.equal(existing.city, 'Modena')
    assert.isNull(existing.openingHours)
  })

  test('the owner deletes an address with its closing days', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const existing = await address(team, 'Da eliminare')
    const closing = await ClosingDay.create({
      teamId: team.id,
      addressId: existing.id,
      startsOn: DateTime.fromISO('2030-08-10'),
      endsOn: DateTime.fromISO('2030-08-20'),
    })
    const response = await submitAs(
      client,
      user,
      'delete',
      `/teams/${team.id}/addresses/${existing.id}`
    )
    response.assertStatus(302)
    assert.equal(response.flashMessages().success, 'Indirizzo Da eliminare eliminato.')
    assert.isNull(await Address.find(existing.id))
    assert.isNull(await ClosingDay.find(closing.id))
  })

  test('members see addresses, drivers do not (only their transports); neither creates, edits or deletes them', async ({
    client,
    assert,
  }) => {
    const { team } = await createUserWithTeam('transporter')
    const existing = await address(team, 'Sede')
    for (const role of ['member', 'driver'] as const) {
      const user = await addMember(team, role)
      const list = await client.get(`/teams/${team.id}/addresses`).loginAs(user).withInertia()
      if (role === 'driver') list.assertStatus(403)
      else list.assertInertiaPropsContains({ can: { update: false } })
      const create = await submitAs(client, user, 'post', `/teams/${team.id}/addresses`).json(VALID)
      assert.isString(create.flashMessages().error)
      const update = await submitAs(
        client,
        user,
        'put',
        `/teams/${team.id}/addresses/${existing.id}`
      ).json(VALID)
      assert.isString(update.flashMessages().error)
      const remove = await submitAs(
        client,
        user,
        'delete',
        `/teams/${team.id}/addresses/${existing.id}`
      )
      assert.isString(remove.flashMessages().error)
    }
    assert.lengthOf(await Address.query().where('team_id', team.id), 1)
    assert.equal((await Address.findOrFail(existing.id)).label, 'Sede')
  })
})
