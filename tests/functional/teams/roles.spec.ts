import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import Team from '#teams/models/team'
import TeamInvitation from '#teams/models/team_invitation'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { seedVehicleCatalogue } from '#pricing/seed'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'

const FORBIDDEN = 'Solo il titolare o un amministratore del team può farlo.'
const NO_ACCESS = 'Non hai i permessi per farlo.'

/** A team of this kind with one user in each role it can have. */
async function teamWithEveryRole(kind: TeamKind) {
  const { user: owner, team } = await createUserWithTeam(kind)
  const users = { owner } as Record<TeamRole, Awaited<ReturnType<typeof addMember>>>
  const roles: TeamRole[] =
    kind === 'transporter' ? ['admin', 'member', 'driver'] : ['admin', 'member']
  for (const role of roles) users[role] = await addMember(team, role)
  return { team, users, roles: ['owner', ...roles] as TeamRole[] }
}

/** How many rows of the team's data exist (what a refused write must leave alone). */
async function footprint(team: Team) {
  const fresh = await Team.findOrFail(team.id)
  return {
    name: fresh.name,
    legalName: fresh.legalName,
    services: JSON.stringify(fresh.services),
    addresses: (await Address.query().where('team_id', team.id)).length,
    closingDays: (await ClosingDay.query().where('team_id', team.id)).length,
    recipients: (await TeamNotificationRecipient.query().where('team_id', team.id)).length,
    invitations: (await TeamInvitation.query().where('team_id', team.id)).length,
  }
}

const WRITES: {
  what: string
  method: 'put' | 'post'
  path: string
  body: (tag: string) => object
}[] = [
  { what: 'name', method: 'put', path: 'name', body: (tag) => ({ name: `Nome ${tag}` }) },
  {
    what: 'company',
    method: 'put',
    path: 'company',
    body: (tag) => ({
      legalName: `Ragione ${tag}`,
      vatNumber: '01234567897',
      sdiCode: 'ABC1234',
      street: 'Via Roma 1',
      cap: '20121',
      city: 'Milano',
      province: 'MI',
    }),
  },
  {
    what: 'address',
    method: 'post',
    path: 'addresses',
    body: (tag) => ({
      label: `Sede ${tag}`,
      street: 'Via Roma 1',
      cap: '20121',
      city: 'Milano',
      province: 'MI',
    }),
  },
  {
    what: 'closing day',
    method: 'post',
    path: 'closing-days',
    body: () => ({ startsOn: '2031-08-10', endsOn: '2031-08-20' }),
  },
  {
    what: 'recipient',
    method: 'post',
    path: 'notifications/recipients',
    body: (tag) => ({ email: `${tag}@example.test` }),
  },
  { what: 'services', method: 'put', path: 'services', body: () => ({ categories: ['car'] }) },
  {
    what: 'invitation',
    method: 'post',
    path: 'invitations',
    body: (tag) => ({ email: `invite-${tag}@example.test`, role: 'member' }),
  },
]

test.group('Teams / every role on every write', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedVehicleCatalogue())

  for (const kind of ['transporter', 'dealer', 'staff'] as const) {
    test(`${kind}: owners and admins write team data, members and drivers are refused`, async ({
      client,
      assert,
    }) => {
      const { team, users, roles } = await teamWithEveryRole(kind)
      for (const role of roles) {
        const manager = role === 'owner' || role === 'admin'
        for (const write of WRITES) {
          const before = await footprint(team)
          const response = await client[write.method](`/teams/${team.id}/${write.path}`)
            .json(write.body(`${role}-${write.what.replace(' ', '-')}`))
            .withCsrfToken()
            .loginAs(users[role])
            .redirects(0)
          const label = `${kind} ${role} ${write.what}`
          assert.equal(response.status(), 302, label)
          if (manager) {
            assert.isUndefined(response.flashMessages().error, label)
            assert.deepEqual(response.flashMessages().inputErrorsBag ?? {}, {}, label)
          } else {
            /* a driver is not let into the team's tabs at all (only their transports) */
            const refusal = role === 'driver' ? NO_ACCESS : FORBIDDEN
            assert.equal(response.flashMessages().error, refusal, label)
            assert.deepEqual(await footprint(team), before, label)
          }
        }
      }
    })
  }

  test('the pages show each role exactly what TeamPolicy allows', async ({ client }) => {
    const { team, users, roles } = await teamWithEveryRole('transporter')
    for (const role of roles) {
      const manager = role === 'owner' || role === 'admin'
      const owner = role === 'owner'
      for (const tab of ['main', 'members', 'addresses', 'closing-days', 'notifications']) {
        const page = await client.get(`/teams/${team.id}/${tab}`).loginAs(users[role]).withInertia()
        if (role === 'driver') {
          page.assertStatus(403)
          continue
        }
        page.assertStatus(200)
        page.assertInertiaPropsContains({
          role,
          can: {
            update: manager,
            manageMembers: manager,
            delete: owner,
            leave: !owner,
            transferOwnership: owner,
          },
        })
      }
    }
  })

  test('pending invitations are shown to owners and admins only', async ({ client, assert }) => {
    const { team, users, roles } = await teamWithEveryRole('transporter')
    await client
      .post(`/teams/${team.id}/invitations`)
      .json({ email: 'pending@example.test', role: 'member' })
      .withCsrfToken()
      .loginAs(users.owner)
    for (const role of roles.filter((name) => name !== 'driver')) {
      const page = await client.get(`/teams/${team.id}/members`).loginAs(users[role]).withInertia()
      const invitations = page.body().props.invitations as { email: string }[]
      const manager = role === 'owner' || role === 'admin'
      assert.lengthOf(invitations, manager ? 1 : 0, role)
    }
  })
})
