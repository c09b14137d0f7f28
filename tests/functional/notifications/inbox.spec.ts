import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { notify } from '#notifications/actions/notify'
import { createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'
import { submitAs } from '#tests/helpers/requests'

async function tell(
  teamId: number,
  key: string,
  type: 'quote_ready' | 'order_paid' = 'quote_ready'
) {
  await notify({
    type,
    eventKey: key,
    teamIds: [teamId],
    params: { reference: key, amount: '1,00 €', team: 'x' },
    link: { route: 'dealer.requests.show', params: { id: 7 } },
  })
}

const unreadOf = async (userId: number) =>
  Number(
    (
      await db.from('notifications').where('user_id', userId).whereNull('read_at').count('* as n')
    )[0].n
  )

test.group('Notifications / inbox and bell', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every page shares the bounded unread count with one query', async ({ client, assert }) => {
    const dealer = await createUserWithTeam('dealer')
    await tell(dealer.team.id, 'RQ-1')
    await tell(dealer.team.id, 'RQ-2')
    const page = await client.get('/user/profile').loginAs(dealer.user).withInertia()
    assert.equal(page.inertiaProps.notificationsUnread, 2)

    const { queries: few } = await countQueries(() =>
      client.get('/user/profile').loginAs(dealer.user).withInertia()
    )
    for (let index = 3; index < 110; index++) {
      await db.table('notifications').insert({
        user_id: dealer.user.id,
        type: 'quote_ready',
        event_key: `bulk-${index}`,
        params: '{}',
        created_at: new Date(),
      })
    }
    const { result, queries: many } = await countQueries(() =>
      client.get('/user/profile').loginAs(dealer.user).withInertia()
    )
    assert.equal(result.inertiaProps.notificationsUnread, 100)
    assert.equal(many, few)
  })

  test('the inbox lists the user own notifications, filtered by unread and group', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    await tell(dealer.team.id, 'RQ-1')
    await tell(dealer.team.id, 'OR-1', 'order_paid')
    await tell(other.team.id, 'RQ-9')
    const first = await db
      .from('notifications')
      .where('user_id', dealer.user.id)
      .where('event_key', 'RQ-1')
      .first()
    await db.from('notifications').where('id', first.id).update({ read_at: new Date() })

    const all = await client.get('/user/notifications').loginAs(dealer.user).withInertia()
    all.assertInertiaComponent('account/notifications/index')
    const rows = (all.inertiaProps.notifications as any).data
    assert.deepEqual(
      rows.map((row: any) => row.params.reference),
      ['OR-1', 'RQ-1']
    )
    assert.equal(rows[1].href, '/dealer/requests/7')

    const unread = await client
      .get('/user/notifications?state=unread')
      .loginAs(dealer.user)
      .withInertia()
    assert.deepEqual(
      (unread.inertiaProps.notifications as any).data.map((row: any) => row.type),
      ['order_paid']
    )
    const requests = await client
      .get('/user/notifications?group=requests')
      .loginAs(dealer.user)
      .withInertia()
    assert.deepEqual(
      (requests.inertiaProps.notifications as any).data.map((row: any) => row.type),
      ['quote_ready']
    )
  })

  test('the inbox page runs the same number of queries for 3 or 25 notifications', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    for (let index = 0; index < 3; index++) await tell(dealer.team.id, `A-${index}`)
    const { queries: few } = await countQueries(() =>
      client.get('/user/notifications').loginAs(dealer.user).withInertia()
    )
    for (let index = 0; index < 22; index++) await tell(dealer.team.id, `B-${index}`)
    const { queries: many } = await countQueries(() =>
      client.get('/user/notifications').loginAs(dealer.user).withInertia()
    )
    assert.equal(many, few)
  })

  test('the dropdown JSON gives the latest 8 and the unread count', async ({ client, assert }) => {
    const dealer = await createUserWithTeam('dealer')
    for (let index = 0; index < 10; index++) await tell(dealer.team.id, `L-${index}`)
    const response = await client.get('/user/notifications/latest').loginAs(dealer.user)
    response.assertStatus(200)
    assert.lengthOf(response.body().data, 8)
    assert.equal(response.body().data[0].params.reference, 'L-9')
    assert.equal(response.body().unread, 10)
  })

  test('mark one read (and open it), mark all read; the count is broadcast', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    await tell(dealer.team.id, 'M-1')
    await tell(dealer.team.id, 'M-2')
    const row = await db
      .from('notifications')
      .where('user_id', dealer.user.id)
      .where('event_key', 'M-1')
      .first()
    const capture = captureBroadcasts()
    try {
      const opened = await submitAs(
        client,
        dealer.user,
        'post',
        `/user/notifications/${row.id}/read`
      ).json({ open: 1 })
      opened.assertStatus(302)
      opened.assertHeader('location', '/dealer/requests/7')
      assert.equal(await unreadOf(dealer.user.id), 1)
      const all = await submitAs(client, dealer.user, 'post', '/user/notifications/read').json({})
      all.assertStatus(302)
      assert.equal(await unreadOf(dealer.user.id), 0)
      const counts = capture.calls
        .filter(([channel]) => channel === `users/${dealer.user.id}`)
        .map(([, payload]) => payload.count)
      assert.deepEqual(counts, [1, 0])
    } finally {
      capture.restore()
    }
  })

  test("another user's notification is not found and stays unread", async ({ client, assert }) => {
    const dealer = await createUserWithTeam('dealer')
    const other = await createUserWithTeam('dealer')
    await tell(other.team.id, 'X-1')
    const row = await db.from('notifications').where('user_id', other.user.id).first()
    const response = await submitAs(
      client,
      dealer.user,
      'post',
      `/user/notifications/${row.id}/read`
    ).json({})
    response.assertStatus(404)
    assert.equal(await unreadOf(other.user.id), 1)
  })

  test('guests are sent to the login', async ({ client }) => {
    const response = await client.get('/user/notifications').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })
})
