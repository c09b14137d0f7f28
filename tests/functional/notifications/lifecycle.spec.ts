import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { assignTransport, transitionTransport } from '#transports/actions/transition_transport'
import type NotificationMail from '#notifications/mails/notification_mail'
import { notifyExpiringQuotes } from '#notifications/actions/lifecycle'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  createDealerTransport,
  createQuotedRequest,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { DateTime } from 'luxon'

const rowsOf = (type: string) =>
  db
    .from('notifications')
    .where('type', type)
    .orderBy('user_id')
    .select('user_id', 'link', 'params')

test.group('Notifications / lifecycle', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a transport assigned and cancelled tells each side once, with its own link, drivers only when theirs', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createDealerTransport()
      const colleague = await addMember(dealer.team, 'member')
      const otherDealer = await createUserWithTeam('dealer')
      const carrier = await createTransporter()
      const driver = await addMember(carrier.team, 'driver')
      const otherDriver = await addMember(carrier.team, 'driver')
      const { user: staff } = await createStaff()

      const assigned = await assignTransport({
        transportId: dealer.transport.id,
        transporterTeamId: carrier.team.id,
        actor: { kind: 'admin', userId: staff.id },
      })
      assert.isTrue(assigned.ok)
      const rows = await rowsOf('transport_assigned')
      assert.sameMembers(
        rows.map((row) => Number(row.user_id)),
        [dealer.user.id, colleague.id, carrier.user.id]
      )
      const dealerRow = rows.find((row) => Number(row.user_id) === dealer.user.id)!
      assert.deepEqual(JSON.parse(dealerRow.link), {
        route: 'dealer.transports.show',
        params: { id: dealer.transport.id },
      })
      const carrierRow = rows.find((row) => Number(row.user_id) === carrier.user.id)!
      assert.equal(JSON.parse(carrierRow.link).route, 'transporter.transports.show')
      assert.equal(JSON.parse(carrierRow.params).carrier, carrier.team.name)

      await db
        .from('transports')
        .where('id', dealer.transport.id)
        .update({ driver_user_id: driver.id })
      const cancelled = await transitionTransport({
        transportId: dealer.transport.id,
        to: 'cancelled',
        actor: { kind: 'admin', userId: staff.id },
      })
      assert.isTrue(cancelled.ok)
      const changed = (await rowsOf('transport_status_changed')).map((row) => Number(row.user_id))
      assert.include(changed, driver.id)
      assert.notInclude(changed, otherDriver.id)
      assert.notInclude(changed, otherDealer.user.id)
      assert.notInclude(changed, staff.id)
      const refunded = await rowsOf('order_refunded')
      assert.sameMembers(
        refunded.map((row) => Number(row.user_id)),
        [dealer.user.id, colleague.id]
      )
      const to = mails.queued().map((message) => (message as NotificationMail).recipient.email)
      assert.notInclude(to, otherDealer.user.email)
      assert.notInclude(to, otherDriver.email)
      assert.notInclude(to, staff.email)
    } finally {
      mail.restore()
    }
  })

  test('a quote expiring within a day is told once, whatever the number of job runs', async ({
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const { quote } = await createQuotedRequest(dealer.team)
    await db
      .from('quotes')
      .where('id', quote.id)
      .update({
        state: 'valid',
        expires_at: DateTime.now().plus({ hours: 5 }).toUTC().toSQL({ includeOffset: false }),
      })
    assert.equal(await notifyExpiringQuotes(), 1)
    assert.equal(await notifyExpiringQuotes(), 0)
    const rows = await rowsOf('quote_expiring')
    assert.deepEqual(
      rows.map((row) => Number(row.user_id)),
      [dealer.user.id]
    )
  })
})
