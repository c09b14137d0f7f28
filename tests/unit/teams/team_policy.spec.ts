import { test } from '@japa/runner'
import TeamPolicy from '#teams/policies/team_policy'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import { areaOf, type TeamKind, type TeamRole } from '#teams/domain/team_roles'

/* The policy only reads the membership: plain objects stand in for the models. */
const me = { id: 1 } as User
function member(kind: TeamKind, role: TeamRole) {
  return { team: { id: 7, kind } as Team, role, area: areaOf(kind) }
}
const allowed = (outcome: unknown) => outcome === true

const ROLES_BY_KIND: [TeamKind, TeamRole[]][] = [
  ['dealer', ['owner', 'admin', 'member']],
  ['transporter', ['owner', 'admin', 'member', 'driver']],
  ['staff', ['owner', 'admin', 'member']],
]

test.group('TeamPolicy', () => {
  test('every member views; owners and admins edit and manage members', ({ assert }) => {
    const policy = new TeamPolicy()
    for (const [kind, roles] of ROLES_BY_KIND) {
      for (const role of roles) {
        const manager = role === 'owner' || role === 'admin'
        const current = member(kind, role)
        assert.isTrue(policy.view(me, current), `${kind} ${role} view`)
        assert.equal(allowed(policy.update(me, current)), manager, `${kind} ${role} update`)
        assert.equal(allowed(policy.manageMembers(me, current)), manager, `${kind} ${role} invite`)
      }
    }
  })

  test('only the owner deletes or hands over the team; everyone else may leave', ({ assert }) => {
    const policy = new TeamPolicy()
    for (const [kind, roles] of ROLES_BY_KIND) {
      for (const role of roles) {
        const current = member(kind, role)
        const owner = role === 'owner'
        assert.equal(allowed(policy.delete(me, current)), owner, `${kind} ${role} delete`)
        assert.equal(
          allowed(policy.transferOwnership(me, current)),
          owner,
          `${kind} ${role} transfer`
        )
        assert.equal(allowed(policy.leave(me, current)), !owner, `${kind} ${role} leave`)
      }
    }
  })

  test('a manager touches members below them, never the owner nor themselves', ({ assert }) => {
    const policy = new TeamPolicy()
    const target = (role: TeamRole, userId = 2) => ({ role, userId })
    const owner = member('transporter', 'owner')
    const admin = member('transporter', 'admin')
    const plain = member('transporter', 'member')
    assert.isTrue(allowed(policy.manageMember(me, owner, target('admin'))))
    assert.isTrue(allowed(policy.manageMember(me, owner, target('driver'))))
    assert.isFalse(allowed(policy.manageMember(me, owner, target('owner'))))
    assert.isFalse(allowed(policy.manageMember(me, owner, target('member', me.id))))
    assert.isTrue(allowed(policy.manageMember(me, admin, target('member'))))
    assert.isTrue(allowed(policy.manageMember(me, admin, target('driver'))))
    assert.isFalse(allowed(policy.manageMember(me, admin, target('admin'))))
    assert.isFalse(allowed(policy.manageMember(me, plain, target('driver'))))
  })

  test('a refusal carries the translated reason', ({ assert }) => {
    const refusal = new TeamPolicy().update(me, member('dealer', 'member'))
    assert.notEqual(refusal, true)
    assert.equal((refusal as any).translation?.identifier, 'teams.errors.forbidden')
  })
})
