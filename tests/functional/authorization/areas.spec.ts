import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#identity/models/user'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'

/**
 * Who reaches which area (DOMAIN.md §1): each team kind lives in exactly one
 * area. Every other area answers a plain 404 (the same page as an unknown
 * URL: no hint that the area exists); guests go to /login; users with an
 * unverified e-mail go to /verify-email.
 */
const AREAS = ['/admin', '/dealer', '/transporter'] as const
type AreaPath = (typeof AREAS)[number]

type Persona = { name: string; make: () => Promise<User>; home: AreaPath; landsOn?: string }

const PERSONAS: Persona[] = [
  {
    name: 'an admin (staff team owner)',
    home: '/admin',
    make: async () => (await createUserWithTeam('staff')).user,
  },
  {
    name: 'a staff team member',
    home: '/admin',
    make: async () => (await createUserWithTeam('staff', { role: 'member' })).user,
  },
  {
    name: 'a dealer (team owner)',
    home: '/dealer',
    make: async () => (await createUserWithTeam('dealer')).user,
  },
  {
    name: 'a dealer team member',
    home: '/dealer',
    make: async () => {
      const { team } = await createUserWithTeam('dealer')
      return addMember(team, 'member')
    },
  },
  {
    name: 'a transporter (team owner)',
    home: '/transporter',
    make: async () => (await createUserWithTeam('transporter')).user,
  },
  {
    name: 'a transporter driver',
    home: '/transporter',
    /* a driver has no dashboard: the area sends them to their transports (issue 11) */
    landsOn: '/transporter/transports',
    make: async () => {
      const { team } = await createUserWithTeam('transporter')
      return addMember(team, 'driver')
    },
  },
]

test.group('Authorization: areas by role', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const persona of PERSONAS) {
    test(`${persona.name} reaches ${persona.home} and gets 404 everywhere else`, async ({
      client,
      assert,
    }) => {
      const user = await persona.make()
      for (const area of AREAS) {
        const response = await client.get(area).loginAs(user).withInertia().redirects(0)
        if (area === persona.home && persona.landsOn) {
          response.assertStatus(302)
          assert.equal(response.header('location'), persona.landsOn)
        } else if (area === persona.home) {
          response.assertStatus(200)
          response.assertInertiaComponent(`${area.slice(1)}/dashboard`)
          response.assertInertiaPropsContains({
            auth: { user: { id: user.id }, currentTeam: { area: area.slice(1) } },
          })
        } else {
          assert.equal(response.status(), 404, `${persona.name} on ${area}`)
          response.assertInertiaComponent('errors/show')
          assert.deepEqual(response.body().props.status, 404)
        }
      }
    })
  }

  test('a 404 for another area is the same page as for an unknown URL', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const forbidden = await client.get('/admin').loginAs(user).withInertia()
    const unknown = await client.get('/admin-that-does-not-exist').loginAs(user).withInertia()
    forbidden.assertStatus(404)
    unknown.assertStatus(404)
    /* everything but the URL, the translations, the user and the CSRF token */
    const comparable = (body: Record<string, any>) => {
      const rest = { ...body }
      delete rest.url
      const otherProps = { ...body.props }
      for (const key of ['translations', 'auth', 'csrfToken']) delete otherProps[key]
      assert.isString(body.props.csrfToken)
      return { ...rest, props: otherProps }
    }
    assert.deepEqual(comparable(forbidden.body()), comparable(unknown.body()))
    assert.deepEqual(forbidden.body().props.status, 404)
  })

  test('a signed-in user still appears signed in on the 404 page of an unknown URL', async ({
    client,
    assert,
  }) => {
    /* Otherwise the auth prop tells a real area (signed in) from an unknown URL (signed out). */
    const { user } = await createUserWithTeam('dealer')
    const unknown = await client.get('/admin-that-does-not-exist').loginAs(user).withInertia()
    unknown.assertStatus(404)
    assert.equal(unknown.body().props.auth?.user?.id, user.id)
  })

  test('a first (HTML) visit to another area is a 404 page too, not a 403', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('transporter')
    const response = await client.get('/dealer').loginAs(user)
    response.assertStatus(404)
    const match = response
      .text()
      .match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/)
    assert.exists(match)
    const page = JSON.parse(match![1])
    assert.equal(page.component, 'errors/show')
    assert.equal(page.props.status, 404)
  })

  test('a member of two teams reaches only the area of the current team', async ({ client }) => {
    const { user, team: dealerTeam } = await createUserWithTeam('dealer')
    const { team: transporterTeam } = await createUserWithTeam('transporter')
    await addMember(transporterTeam, 'member', user)
    user.currentTeamId = dealerTeam.id
    await user.save()

    ;(await client.get('/dealer').loginAs(user).withInertia()).assertStatus(200)
    ;(await client.get('/transporter').loginAs(user).withInertia()).assertStatus(404)

    user.currentTeamId = transporterTeam.id
    await user.save()
    ;(await client.get('/transporter').loginAs(user).withInertia()).assertStatus(200)
    ;(await client.get('/dealer').loginAs(user).withInertia()).assertStatus(404)
  })

  test('a user without any team reaches no area', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    await team.delete()
    for (const area of AREAS) {
      ;(await client.get(area).loginAs(user).withInertia()).assertStatus(404)
    }
  })
})

test.group('Authorization: guests and unverified users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const area of AREAS) {
    test(`a guest visiting ${area} is redirected to /login`, async ({ client, assert }) => {
      const response = await client.get(area).redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), '/login')
    })

    test(`a guest's Inertia visit to ${area} is redirected to /login`, async ({
      client,
      assert,
    }) => {
      const response = await client.get(area).withInertia().redirects(0)
      assert.oneOf(response.status(), [302, 303])
      assert.equal(response.header('location'), '/login')
    })
  }

  test('a user with an unverified e-mail is sent to /verify-email from their own area', async ({
    client,
    assert,
  }) => {
    for (const kind of ['staff', 'dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind, { verified: false })
      const area = { staff: '/admin', dealer: '/dealer', transporter: '/transporter' }[kind]
      const response = await client.get(area).loginAs(user).redirects(0)
      assert.equal(response.status(), 302, `${kind} on ${area}`)
      assert.equal(response.header('location'), '/verify-email')
    }
  })

  test('an unverified user gets no access to another area either', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    for (const area of ['/admin', '/transporter']) {
      const response = await client.get(area).loginAs(user).redirects(0)
      assert.notEqual(response.status(), 200, area)
      assert.oneOf(response.status(), [302, 404])
    }
  })
})
