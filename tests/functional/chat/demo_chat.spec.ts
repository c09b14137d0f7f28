import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#identity/models/user'

/** The demo's chat: the pages are not empty, and the badges have something to show. */
test.group('Chat / demo', (group) => {
  group.each.timeout(120_000)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the dealer has two answers to read; staff an unread carrier question', async ({
    client,
    assert,
  }) => {
    const { default: DemoSeeder } = await import('#database/seeders/demo_seeder')
    await new DemoSeeder(db.connection()).run()
    const dealer = await User.findByOrFail('email', 'dealer@example.com')
    const admin = await User.findByOrFail('email', 'admin@example.com')
    const list = await client.get('/dealer/chat').loginAs(dealer).withInertia()
    const rows = (list.inertiaProps as any).conversations.data
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].unread, 2)
    assert.isNotNull(rows[0].transportReference)
    assert.deepEqual((await client.get('/chat/unread').loginAs(admin)).body(), { count: 1 })
    const staff = await client.get('/admin/chat').loginAs(admin).withInertia()
    assert.lengthOf((staff.inertiaProps as any).conversations.data, 2)
  })
})
