import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import Team from '#teams/models/team'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import TeamDocument from '#onboarding/models/team_document'
import { sniffKind } from '#onboarding/domain/documents'
import { daysLeft } from '#onboarding/domain/insurance'
import { todayInRome } from '#shared/time_zone'

test.group('Onboarding / demo data', (group) => {
  /* the whole demo is seeded per test: slow on a busy machine */
  group.each.timeout(120_000)
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })

  test('an application in each state, a policy expiring in 5 days, a carrier suspended with a pending policy', async ({
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const states = (await OnboardingApplication.all()).map((application) => application.state)
    assert.sameMembers(states, ['draft', 'submitted', 'approved', 'rejected'])
    const neri = await Team.findByOrFail('name', 'Logistica Neri')
    const [policy] = await TeamDocument.query().where('team_id', neri.id).where('state', 'accepted')
    assert.equal(daysLeft(policy.expiresOn!.toISODate()!, todayInRome()), 5)
    const gialli = await Team.findByOrFail('name', 'Autotrasporti Gialli')
    assert.equal(gialli.suspensionReason, 'insurance_expired')
    const pending = await TeamDocument.query().where('team_id', gialli.id).where('state', 'pending')
    assert.lengthOf(pending, 1)
    const bytes = await drive.use().getBytes(pending[0].storageKey)
    assert.equal(sniffKind(bytes)?.ext, 'pdf')
  })
})
