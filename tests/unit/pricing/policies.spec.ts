import { test } from '@japa/runner'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'
import PlatformSettingsPolicy from '#pricing/policies/platform_settings_policy'
import VehicleCataloguePolicy from '#pricing/policies/vehicle_catalogue_policy'
import GlobalClosingDayPolicy from '#pricing/policies/global_closing_day_policy'

const user = {} as User

function member(kind: TeamKind, role: TeamRole): CurrentTeam {
  return { team: { id: 1, kind } as Team, role, area: kind === 'staff' ? 'admin' : kind }
}

/** A policy answer: true, false or Bouncer's AuthorizationResponse. */
const allowed = (answer: unknown) =>
  answer === true || (typeof answer === 'object' && answer !== null && (answer as any).authorized)

test.group('Pricing / policies', () => {
  test('the platform configuration: staff read it, staff owners and admins change it', ({
    assert,
  }) => {
    const cases = [
      [new PlatformSettingsPolicy(), 'update'],
      [new VehicleCataloguePolicy(), 'manage'],
      [new GlobalClosingDayPolicy(), 'manage'],
    ] as const
    for (const [policy, change] of cases) {
      const name = policy.constructor.name
      for (const role of ['owner', 'admin', 'member'] as const) {
        assert.isTrue(policy.view(user, member('staff', role)), `${name} view ${role}`)
        const answer = (policy as any)[change](user, member('staff', role))
        assert.equal(allowed(answer), role !== 'member', `${name} ${change} ${role}`)
      }
      for (const kind of ['dealer', 'transporter'] as const) {
        assert.isFalse(policy.view(user, member(kind, 'owner')), `${name} view ${kind}`)
        assert.isFalse(allowed((policy as any)[change](user, member(kind, 'owner'))))
      }
    }
  })

  test('a refusal to change carries its translated reason', ({ assert }) => {
    const answer = new PlatformSettingsPolicy().update(user, member('staff', 'member')) as any
    assert.isFalse(answer.authorized)
    assert.equal(answer.translation?.identifier, 'pricing.errors.forbidden')
  })
})
