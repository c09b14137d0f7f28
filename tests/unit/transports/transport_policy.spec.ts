import { test } from '@japa/runner'
import TransportPolicy from '#transports/policies/transport_policy'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { areaOf, type TeamKind, type TeamRole } from '#teams/domain/team_roles'

const user = {} as User
const member = (kind: TeamKind, role: TeamRole, id = 10) =>
  ({ team: { id, kind }, role, area: areaOf(kind) }) as unknown as CurrentTeam

/** A transport of dealer team 10, assigned to carrier team 20 (or not). */
const transport = (transporterTeamId: number | null = 20) => ({ teamId: 10, transporterTeamId })

/* The roles each kind of team can have (team_roles.assignableRoles + owner). */
const ROLES: Record<TeamKind, TeamRole[]> = {
  dealer: ['owner', 'admin', 'member'],
  transporter: ['owner', 'admin', 'member', 'driver'],
  staff: ['owner', 'admin', 'member'],
}

test.group('TransportPolicy', () => {
  const policy = new TransportPolicy()

  test('every member of a dealer, carrier or staff team reaches the lists', ({ assert }) => {
    for (const [kind, roles] of Object.entries(ROLES) as [TeamKind, TeamRole[]][]) {
      for (const role of roles) assert.isTrue(policy.viewAny(user, member(kind, role)), kind + role)
    }
  })

  test('a dealer sees its own transports, never another dealer team’s', ({ assert }) => {
    for (const role of ROLES.dealer) {
      assert.isTrue(policy.view(user, member('dealer', role, 10), transport()), role)
      assert.isFalse(policy.view(user, member('dealer', role, 11), transport()), role)
    }
  })

  test('a carrier sees the transports assigned to its team only; a driver only those assigned to them', ({
    assert,
  }) => {
    const driver = { id: 7 } as User
    const driven = { teamId: 10, transporterTeamId: 20, driverUserId: 7 }
    assert.isTrue(policy.view(driver, member('transporter', 'driver', 20), driven))
    assert.isFalse(policy.view(driver, member('transporter', 'driver', 20), transport(20)))
    assert.isFalse(
      policy.view(driver, member('transporter', 'driver', 20), { ...driven, driverUserId: 8 })
    )
    assert.isFalse(policy.view(driver, member('transporter', 'driver', 21), driven))
    for (const role of ROLES.transporter.filter((office) => office !== 'driver')) {
      assert.isTrue(policy.view(user, member('transporter', role, 20), transport(20)), role)
      assert.isFalse(policy.view(user, member('transporter', role, 21), transport(20)), role)
      assert.isFalse(policy.view(user, member('transporter', role, 20), transport(null)), role)
    }
  })

  test('staff see every transport', ({ assert }) => {
    for (const role of ROLES.staff) {
      assert.isTrue(policy.view(user, member('staff', role, 99), transport(null)), role)
    }
  })

  test('the dealer team edits its transports (not its drivers); nobody else does', ({ assert }) => {
    for (const role of ROLES.dealer) {
      assert.isTrue(policy.edit(user, member('dealer', role, 10), transport()), role)
      assert.isFalse(policy.edit(user, member('dealer', role, 11), transport()), role)
    }
    assert.isFalse(policy.edit(user, member('dealer', 'driver', 10), transport()))
    for (const role of ROLES.transporter) {
      assert.isFalse(policy.edit(user, member('transporter', role, 20), transport(20)), role)
    }
    for (const role of ROLES.staff) {
      assert.isFalse(policy.edit(user, member('staff', role, 10), transport()), role)
    }
  })

  test('staff owners, admins and members assign and change states; dealers and carriers do not', ({
    assert,
  }) => {
    for (const role of ROLES.staff) {
      assert.isTrue(policy.assign(user, member('staff', role), transport(null)), role)
      assert.isTrue(policy.changeState(user, member('staff', role), transport()), role)
    }
    for (const kind of ['dealer', 'transporter'] as const) {
      for (const role of ROLES[kind]) {
        assert.isFalse(policy.assign(user, member(kind, role, 10), transport(null)), kind + role)
        assert.isFalse(policy.changeState(user, member(kind, role, 20), transport(20)), kind + role)
      }
    }
  })
})
