import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'

/**
 * The demo (`npm start` seeds it) fills the admin dashboard's charts and
 * feed and Admin → Monitoring's sections with something to look at.
 */
test.group('Demo data: dashboard and monitoring', (group) => {
  group.each.timeout(120_000)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('charts, feed and monitoring sections have data', async ({ client, assert }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const admin = await User.findByOrFail('email', 'admin@example.com')

    const dashboard = await client.get('/admin').loginAs(admin).withInertia()
    dashboard.assertStatus(200)
    const { trend, feed } = dashboard.body().props
    const busyDays = trend.days.filter((day: any) => day.requests > 0 || day.orders > 0)
    assert.isAtLeast(busyDays.length, 3)
    assert.isAbove(
      trend.days.reduce((sum: number, day: any) => sum + day.revenueCents, 0),
      0
    )
    assert.isAtLeast(feed.length, 10)
    assert.isAtLeast(new Set(feed.map((item: any) => item.kind)).size, 2)

    const page = await client.get('/admin/analytics/monitoring').loginAs(admin).withInertia()
    page.assertStatus(200)
    const monitoring = page.body().props.monitoring
    assert.isAtLeast(monitoring.insurance.total, 2)
    assert.isAtLeast(monitoring.disputes.total, 1)
    assert.isAtLeast(monitoring.serviceLevels.pickups.due, 3)
    assert.isAtLeast(monitoring.serviceLevels.deliveries.due, 3)
  })
})
