import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { saveTemplateVersion } from '#notifications/actions/save_template_version'
import { forgetTemplates } from '#notifications/queries/templates'
import { createStaff } from '#tests/helpers/transport_factories'

/* Real parallel connections (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Notifications / template versions race (PostgreSQL)', () => {
  test('three saves of one template at once: versions 1, 2 and 3, each audited', async ({
    assert,
  }) => {
    const staff = await createStaff()
    const save = (subject: string) =>
      saveTemplateVersion({
        type: 'lead_received',
        locale: 'en',
        texts: { subject, body: 'From {company}', action: 'Open' },
        actorUserId: staff.user.id,
      })
    try {
      const results = await Promise.all([save('A {company}'), save('B {company}'), save('C')])
      assert.isTrue(results.every((result) => result.ok))
      const rows = await db
        .from('notification_template_versions')
        .where('type', 'lead_received')
        .where('locale', 'en')
        .orderBy('version')
      assert.deepEqual(
        rows.map((row) => Number(row.version)),
        [1, 2, 3]
      )
      const audits = await db
        .from('audit_events')
        .where('action', 'notification_template.saved')
        .whereIn(
          'subject_id',
          rows.map((row) => row.id)
        )
      assert.lengthOf(audits, 3)
    } finally {
      await db.from('audit_events').where('action', 'notification_template.saved').delete()
      await db.from('notification_template_versions').where('type', 'lead_received').delete()
      forgetTemplates()
      await User.query().where('id', staff.user.id).delete()
      await Team.query().where('id', staff.team.id).delete()
    }
  }).skip(!isPg(), 'PostgreSQL only')
})
