import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Team from '#teams/models/team'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'

test.group('Teams / services', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a transporter sees its services (empty by default) and the catalogue', async ({
    client,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/services')
    response.assertInertiaPropsContains({
      services: { categories: [], regions: [], provinces: [], equipment: [], capacity: null },
      catalogue: {
        categories: ['city_car', 'car', 'suv', 'van', 'luxury', 'motorcycle'],
        equipment: ['open_trailer', 'covered_trailer', 'winch'],
        dealerServices: ['express', 'covered_trailer', 'extra_insurance'],
      },
    })
  })

  test('a transporter owner saves categories, regions, provinces, equipment and capacity', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await client
      .put(`/teams/${team.id}/services`)
      .json({
        categories: ['suv', 'car'],
        regions: ['lombardia', 'piemonte'],
        provinces: ['BO'],
        equipment: ['covered_trailer', 'winch'],
        capacity: 8,
      })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    assert.equal(response.flashMessages().success, 'Servizi salvati.')
    const fresh = await Team.findOrFail(team.id)
    assert.deepEqual(fresh.services, {
      categories: ['car', 'suv'],
      regions: ['piemonte', 'lombardia'],
      provinces: ['BO'],
      equipment: ['covered_trailer', 'winch'],
      capacity: 8,
    })
  })

  test('rejects unknown values, duplicates, a capacity out of range and wrong types', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    const response = await client
      .put(`/teams/${team.id}/services`)
      .json({
        categories: ['car', 'tank'],
        regions: ['lombardia', 'lombardia'],
        provinces: ['XX'],
        equipment: 'winch',
        capacity: 500,
      })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const keys = Object.keys(flashedFieldErrors(response))
    for (const field of ['categories', 'regions', 'provinces', 'equipment', 'capacity']) {
      assert.isTrue(
        keys.some((key) => key === field || key.startsWith(`${field}.`)),
        field
      )
    }
    const huge = await client
      .put(`/teams/${team.id}/services`)
      .json({
        provinces: Array.from({ length: 5000 }, () => 'MI'),
        capacity: 'x'.repeat(200 * 1024),
      })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    huge.assertStatus(302)
    assert.properties(flashedFieldErrors(huge), ['provinces', 'capacity'])
    assert.isNull((await Team.findOrFail(team.id)).services)
  })

  test('a dealer saves the default services wanted on every request', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await client
      .put(`/teams/${team.id}/services`)
      .json({ defaultServices: ['extra_insurance', 'express'], categories: ['car'] })
      .withCsrfToken()
      .loginAs(user)
    const fresh = await Team.findOrFail(team.id)
    assert.deepEqual(fresh.services, { defaultServices: ['express', 'extra_insurance'] })

    const page = await client.get(`/teams/${team.id}/services`).loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      services: { defaultServices: ['express', 'extra_insurance'] },
    })

    const bad = await client
      .put(`/teams/${team.id}/services`)
      .json({ defaultServices: ['free_lunch'] })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.isTrue(
      Object.keys(flashedFieldErrors(bad)).some((key) => key.startsWith('defaultServices'))
    )
  })

  test('members and drivers cannot change services', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('transporter')
    const driver = await addMember(team, 'driver')
    const response = await client
      .put(`/teams/${team.id}/services`)
      .json({ categories: ['car'] })
      .withCsrfToken()
      .loginAs(driver)
      .redirects(0)
    assert.isString(response.flashMessages().error)
    assert.isNull((await Team.findOrFail(team.id)).services)
  })
})
