import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { notify } from '#notifications/actions/notify'
import type NotificationMail from '#notifications/mails/notification_mail'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'

/* Real parallel connections (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Notifications / races (PostgreSQL)', () => {
  test('the same event notified twice at once (a retried job): one row and one e-mail per user', async ({
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const colleague = await addMember(dealer.team, 'admin')
    const { mails } = mail.fake()
    const { restore } = captureBroadcasts()
    try {
      const input = {
        type: 'quote_ready' as const,
        eventKey: `race:${dealer.team.id}`,
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-RACE', amount: '1,00 €' },
      }
      await Promise.all([notify(input), notify(input), notify(input)])
      const rows = await db.from('notifications').where('event_key', input.eventKey)
      assert.sameMembers(
        rows.map((row) => Number(row.user_id)),
        [dealer.user.id, colleague.id]
      )
      const mailed = await db.from('notification_mails').where('event_key', input.eventKey)
      assert.lengthOf(mailed, 2)
      const to = mails.queued().map((message) => (message as NotificationMail).recipient.email)
      assert.sameMembers(to, [dealer.user.email, colleague.email])
    } finally {
      restore()
      mail.restore()
      await User.query().whereIn('id', [dealer.user.id, colleague.id]).delete()
      await Team.query().where('id', dealer.team.id).delete()
    }
  }).skip(!isPg(), 'PostgreSQL only')
})
