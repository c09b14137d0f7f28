import { test } from '@japa/runner'
import TransportPolicy from '#transports/policies/transport_policy'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { areaOf, type TeamKind, type TeamRole } from '#teams/domain/team_roles'
import { scopeOf } from '#transports/queries/transport_pages'

const member = (kind: TeamKind, role: TeamRole, id = 20, userId = 7) =>
  ({ team: { id, kind }, role, area: areaOf(kind), userId }) as unknown as CurrentTeam
const driver = { id: 7 } as User
const someone = { id: 8 } as User
/** Carried by team 20, driven by user 7. */
const driven = { teamId: 10, transporterTeamId: 20, driverUserId: 7 }

test.group('TransportPolicy / drivers (issue 11)', () => {
  const policy = new TransportPolicy()

  test('assignDriver: owners and admins of the carrier only', ({ assert }) => {
    assert.isTrue(policy.assignDriver(someone, member('transporter', 'owner'), driven))
    assert.isTrue(policy.assignDriver(someone, member('transporter', 'admin'), driven))
    assert.isFalse(policy.assignDriver(someone, member('transporter', 'member'), driven))
    assert.isFalse(policy.assignDriver(driver, member('transporter', 'driver'), driven))
    assert.isFalse(policy.assignDriver(someone, member('transporter', 'owner', 21), driven))
    assert.isFalse(policy.assignDriver(someone, member('dealer', 'owner', 10), driven))
    assert.isFalse(policy.assignDriver(someone, member('staff', 'owner', 1), driven))
  })

  test('operate and schedule: the carrier office or the assigned driver', ({ assert }) => {
    for (const ability of ['operate', 'schedule'] as const) {
      for (const role of ['owner', 'admin', 'member'] as const)
        assert.isTrue(policy[ability](someone, member('transporter', role), driven), role)
      assert.isTrue(policy[ability](driver, member('transporter', 'driver'), driven))
      assert.isFalse(policy[ability](someone, member('transporter', 'driver', 20, 8), driven))
      assert.isFalse(
        policy[ability](driver, member('transporter', 'driver'), { ...driven, driverUserId: null })
      )
      assert.isFalse(policy[ability](someone, member('transporter', 'owner', 21), driven))
      assert.isFalse(policy[ability](someone, member('dealer', 'owner', 10), driven))
    }
  })

  test("scopeOf: a driver's queries filter on them, the office's on the team", ({ assert }) => {
    assert.deepEqual(scopeOf(member('transporter', 'driver')), {
      transporterTeamId: 20,
      driverUserId: 7,
    })
    assert.deepEqual(scopeOf(member('transporter', 'member')), { transporterTeamId: 20 })
    const unknown = { ...member('transporter', 'driver'), userId: undefined } as CurrentTeam
    assert.deepEqual(scopeOf(unknown), { transporterTeamId: 20, driverUserId: 0 })
  })
})
