import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ClosingDay from '#teams/models/closing_day'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createStaffUser } from '#tests/helpers/pricing_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

test.group('Admin settings: global closing days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin adds, edits and removes a platform-wide closing', async ({ client, assert }) => {
    const { user } = await createStaffUser('admin')
    const created = await submitAs(client, user, 'post', '/admin/settings/closing-days').json({
      startsOn: '2030-08-10',
      endsOn: '2030-08-20',
      reason: 'Ferragosto',
    })
    created.assertStatus(302)
    const row = await ClosingDay.query().whereNull('team_id').firstOrFail()
    assert.equal(row.startsOn.toISODate(), '2030-08-10')
    assert.isNull(row.addressId)

    const page = await client.get('/admin/settings/closing-days').loginAs(user).withInertia()
    page.assertInertiaComponent('admin/settings/closing_days')
    page.assertInertiaPropsContains({
      closingDays: { data: [{ id: row.id, endsOn: '2030-08-20', reason: 'Ferragosto' }] },
      can: { update: true },
    })

    await client
      .put(`/admin/settings/closing-days/${row.id}`)
      .loginAs(user)
      .json({ startsOn: '2030-08-11', endsOn: '2030-08-12' })
      .withCsrfToken()
    await row.refresh()
    assert.equal(row.endsOn.toISODate(), '2030-08-12')
    await client.delete(`/admin/settings/closing-days/${row.id}`).loginAs(user).withCsrfToken()
    assert.isNull(await ClosingDay.find(row.id))
  })

  test('same validation as team closings: end before start, no address, bad dates', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser()
    const response = await client
      .post('/admin/settings/closing-days')
      .loginAs(user)
      .json({ startsOn: '2030-08-10', endsOn: '2030-08-01', addressId: 1, reason: 'x'.repeat(201) })
      .withCsrfToken()
      .header('Referer', 'http://localhost/admin/settings/closing-days')
      .redirects(0)
    const errors = flashedFieldErrors(response)
    for (const field of ['endsOn', 'addressId', 'reason']) assert.isTrue(field in errors, field)
    const invalid = await client
      .post('/admin/settings/closing-days')
      .loginAs(user)
      .json({ startsOn: '2030-02-30', endsOn: 'yesterday' })
      .withCsrfToken()
      .header('Referer', 'http://localhost/admin/settings/closing-days')
      .redirects(0)
    assert.isTrue('startsOn' in flashedFieldErrors(invalid))
    assert.equal(Number((await ClosingDay.query().count('* as total').first())!.$extras.total), 0)
  })

  test("a team's closing day is not reachable from the global page (404)", async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser()
    const dealer = await createUserWithTeam('dealer')
    const teamClosing = await ClosingDay.create({
      teamId: dealer.team.id,
      startsOn: (await import('luxon')).DateTime.fromISO('2030-01-02'),
      endsOn: (await import('luxon')).DateTime.fromISO('2030-01-03'),
    })
    ;(
      await client
        .delete(`/admin/settings/closing-days/${teamClosing.id}`)
        .loginAs(user)
        .withCsrfToken()
    ).assertStatus(404)
    assert.isNotNull(await ClosingDay.find(teamClosing.id))
  })

  test('staff members read only; dealers and transporters get 404', async ({ client, assert }) => {
    const { user: member } = await createStaffUser('member')
    ;(await client.get('/admin/settings/closing-days').loginAs(member)).assertStatus(200)
    const refused = await submitAs(client, member, 'post', '/admin/settings/closing-days').json({
      startsOn: '2030-08-10',
      endsOn: '2030-08-10',
    })
    assert.isString(refused.flashMessages().error)
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/settings/closing-days').loginAs(user)).assertStatus(404)
      ;(
        await client
          .post('/admin/settings/closing-days')
          .loginAs(user)
          .json({ startsOn: '2030-08-10', endsOn: '2030-08-10' })
          .withCsrfToken()
      ).assertStatus(404)
    }
    assert.equal(Number((await ClosingDay.query().count('* as total').first())!.$extras.total), 0)
  })
})
