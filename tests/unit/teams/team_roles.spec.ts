import { test } from '@japa/runner'
import {
  assignableRoles,
  canLeaveTeam,
  canManageMember,
  canManageTeam,
  creatableKinds,
  isOwner,
  rolesAssignableBy,
} from '#teams/domain/team_roles'

test.group('Team roles', () => {
  test('transporters also have drivers; nobody can be given the owner role', ({ assert }) => {
    assert.deepEqual(assignableRoles('transporter'), ['admin', 'member', 'driver'])
    assert.deepEqual(assignableRoles('dealer'), ['admin', 'member'])
    assert.notInclude(assignableRoles('staff'), 'owner')
  })

  test('owners give any role, admins only roles below admin, others none', ({ assert }) => {
    assert.deepEqual(rolesAssignableBy('owner', 'transporter'), ['admin', 'member', 'driver'])
    assert.deepEqual(rolesAssignableBy('admin', 'transporter'), ['member', 'driver'])
    assert.deepEqual(rolesAssignableBy('admin', 'dealer'), ['member'])
    assert.deepEqual(rolesAssignableBy('member', 'dealer'), [])
    assert.deepEqual(rolesAssignableBy('driver', 'transporter'), [])
    assert.deepEqual(rolesAssignableBy(null, 'dealer'), [])
  })

  test('owners manage everyone but themselves; admins only members and drivers', ({ assert }) => {
    assert.isTrue(canManageMember('owner', 'admin', false))
    assert.isTrue(canManageMember('owner', 'driver', false))
    assert.isFalse(canManageMember('owner', 'owner', true))
    assert.isTrue(canManageMember('admin', 'member', false))
    assert.isTrue(canManageMember('admin', 'driver', false))
    assert.isFalse(canManageMember('admin', 'admin', false))
    assert.isFalse(canManageMember('admin', 'owner', false))
    assert.isFalse(canManageMember('admin', 'admin', true))
    assert.isFalse(canManageMember('member', 'driver', false))
  })

  test('the owner cannot leave; anyone else can', ({ assert }) => {
    assert.isFalse(canLeaveTeam('owner'))
    assert.isTrue(canLeaveTeam('admin'))
    assert.isTrue(canLeaveTeam('member'))
    assert.isTrue(canLeaveTeam('driver'))
    assert.isFalse(canLeaveTeam(null))
  })

  test('only staff can create staff teams', ({ assert }) => {
    assert.deepEqual(creatableKinds('dealer'), ['dealer', 'transporter'])
    assert.deepEqual(creatableKinds(null), ['dealer', 'transporter'])
    assert.include(creatableKinds('staff'), 'staff')
  })

  test('owners and admins manage the team, only owners delete it', ({ assert }) => {
    assert.isTrue(canManageTeam('owner'))
    assert.isTrue(canManageTeam('admin'))
    assert.isFalse(canManageTeam('member'))
    assert.isFalse(canManageTeam('driver'))
    assert.isTrue(isOwner('owner'))
    assert.isFalse(isOwner('admin'))
  })
})
