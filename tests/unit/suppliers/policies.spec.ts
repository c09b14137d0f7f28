import { test } from '@japa/runner'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type Supplier from '#suppliers/models/supplier'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'
import SupplierPolicy from '#suppliers/policies/supplier_policy'

const user = {} as User

function member(kind: TeamKind, role: TeamRole): CurrentTeam {
  return { team: { id: 1, kind } as Team, role, area: kind === 'staff' ? 'admin' : kind }
}

test.group('Suppliers / policy', () => {
  test('every member of a dealer team keeps the team’s directory, not another team’s', ({
    assert,
  }) => {
    const policy = new SupplierPolicy()
    const own = { teamId: 1 } as Supplier
    const other = { teamId: 2 } as Supplier
    for (const role of ['owner', 'admin', 'member'] as const) {
      const dealer = member('dealer', role)
      assert.isTrue(policy.viewAny(user, dealer))
      assert.isTrue(policy.create(user, dealer))
      assert.isTrue(policy.update(user, dealer, own))
      assert.isTrue(policy.delete(user, dealer, own))
      assert.isFalse(policy.update(user, dealer, other))
      assert.isFalse(policy.delete(user, dealer, other))
    }
  })

  test('staff and transporters have no supplier directory', ({ assert }) => {
    const policy = new SupplierPolicy()
    for (const [kind, role] of [
      ['staff', 'owner'],
      ['transporter', 'driver'],
      ['transporter', 'owner'],
    ] as const) {
      assert.isFalse(policy.viewAny(user, member(kind, role)))
      assert.isFalse(policy.create(user, member(kind, role)))
    }
  })
})
