import { test } from '@japa/runner'
import { AuthorizationResponse } from '@adonisjs/bouncer'
import OrderPolicy from '#ordering/policies/order_policy'
import CartPolicy from '#ordering/policies/cart_policy'
import PlanPolicy from '#ordering/policies/plan_policy'
import type User from '#identity/models/user'
import type { CurrentTeam } from '#teams/queries/current_team'
import { areaOf, type TeamKind, type TeamRole } from '#teams/domain/team_roles'

const user = {} as User
const member = (kind: TeamKind, role: TeamRole, id = 10) =>
  ({ team: { id, kind }, role, area: areaOf(kind) }) as unknown as CurrentTeam

const ROLES: Record<TeamKind, TeamRole[]> = {
  dealer: ['owner', 'admin', 'member'],
  transporter: ['owner', 'admin', 'member', 'driver'],
  staff: ['owner', 'admin', 'member'],
}

const allowed = (answer: boolean | AuthorizationResponse) =>
  answer instanceof AuthorizationResponse ? answer.authorized : answer

test.group('OrderPolicy', () => {
  const policy = new OrderPolicy()
  const order = { teamId: 10 }

  test('every dealer member sees and cancels its team’s orders, not another team’s', ({
    assert,
  }) => {
    for (const role of ROLES.dealer) {
      assert.isTrue(policy.viewAny(user, member('dealer', role)), role)
      assert.isTrue(policy.view(user, member('dealer', role, 10), order), role)
      assert.isTrue(policy.cancel(user, member('dealer', role, 10), order), role)
      assert.isFalse(policy.view(user, member('dealer', role, 11), order), role)
      assert.isFalse(policy.cancel(user, member('dealer', role, 11), order), role)
    }
  })

  test('staff see every order but do not cancel through the dealer’s action', ({ assert }) => {
    for (const role of ROLES.staff) {
      assert.isTrue(policy.viewAny(user, member('staff', role, 99)), role)
      assert.isTrue(policy.view(user, member('staff', role, 99), order), role)
      assert.isFalse(policy.cancel(user, member('staff', role, 99), order), role)
    }
  })

  test('carriers never see orders (a dealer’s prices)', ({ assert }) => {
    for (const role of ROLES.transporter) {
      assert.isFalse(policy.viewAny(user, member('transporter', role)), role)
      assert.isFalse(policy.view(user, member('transporter', role, 10), order), role)
      assert.isFalse(policy.cancel(user, member('transporter', role, 10), order), role)
    }
  })
})

test.group('CartPolicy', () => {
  const policy = new CartPolicy()

  test('every dealer member sees, fills and pays the cart; nobody else', ({ assert }) => {
    for (const [kind, roles] of Object.entries(ROLES) as [TeamKind, TeamRole[]][]) {
      for (const role of roles) {
        const expected = kind === 'dealer'
        assert.equal(policy.view(user, member(kind, role)), expected, kind + role)
        assert.equal(policy.manage(user, member(kind, role)), expected, kind + role)
        assert.equal(policy.checkout(user, member(kind, role)), expected, kind + role)
      }
    }
  })
})

test.group('PlanPolicy', () => {
  const policy = new PlanPolicy()

  test('dealer owners and admins upgrade to pro; members, carriers and staff do not', ({
    assert,
  }) => {
    assert.isTrue(allowed(policy.upgrade(user, member('dealer', 'owner'))))
    assert.isTrue(allowed(policy.upgrade(user, member('dealer', 'admin'))))
    assert.isFalse(allowed(policy.upgrade(user, member('dealer', 'member'))))
    for (const kind of ['transporter', 'staff'] as const) {
      for (const role of ROLES[kind]) {
        assert.isFalse(allowed(policy.upgrade(user, member(kind, role))), kind + role)
      }
    }
  })
})
