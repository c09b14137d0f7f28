import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CallSetting from '#calls/models/call_setting'
import { createCarrier, createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { settingsBody } from './settings_body.js'

test.group('Calls / Admin → Settings → Calls', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the defaults until staff save their own', async ({ client, assert }) => {
    const staff = await createStaff()
    const response = await client.get('/admin/settings/calls').loginAs(staff.user).withInertia()
    response.assertInertiaComponent('admin/settings/calls')
    const props = response.inertiaProps as any
    const workday = [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]
    assert.deepEqual(props.settings, {
      openingHours: {
        mon: workday,
        tue: workday,
        wed: workday,
        thu: workday,
        fri: workday,
        sat: [],
        sun: [],
      },
      minNoticeHours: 2,
      horizonWorkingDays: 10,
    })
    assert.deepEqual(props.can, { update: true })
  })

  test('saved settings decide the slots carriers are offered', async ({ client, assert }) => {
    const staff = await createStaff()
    const response = await submitAs(client, staff.user, 'put', '/admin/settings/calls').json(
      settingsBody()
    )
    response.assertHeader('location', '/admin/settings/calls')
    assert.equal((response.flashMessages() as any).success, 'Impostazioni delle chiamate salvate.')
    const row = await CallSetting.firstOrFail()
    assert.deepEqual(row.officeHours, {
      mon: [['09:00', '12:00']],
      tue: [['09:00', '12:00']],
      wed: [['09:00', '12:00']],
      thu: [['09:00', '12:00']],
      fri: [['09:00', '12:00']],
    })
    assert.equal(row.minNoticeMinutes, 240)
    assert.equal(row.horizonWorkingDays, 5)
    assert.equal(row.updatedById, staff.user.id)

    /* Saving again updates the one row. */
    await submitAs(client, staff.user, 'put', '/admin/settings/calls').json(
      settingsBody({ horizonWorkingDays: 6 })
    )
    assert.lengthOf(await CallSetting.all(), 1)

    const { user } = await createCarrier()
    const page = await client.get('/transporter/calls/new').loginAs(user).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(props.rules, { noticeHours: 4, horizonWorkingDays: 6, maxUpcoming: 3 })
    assert.isAtMost(props.days.length, 7)
    for (const day of props.days)
      for (const slot of day.slots)
        assert.oneOf(slot.time, ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
  })

  test('bad values are field errors; nothing saved', async ({ client, assert }) => {
    const staff = await createStaff()
    const cases: [Record<string, unknown>, string][] = [
      [{ openingHours: { mon: [{ start: '12:00', end: '09:00' }] } }, 'openingHours.mon'],
      [{ openingHours: { tue: [{ start: '25:00', end: '26:00' }] } }, 'openingHours.tue'],
      [{ openingHours: {} }, 'openingHours'],
      [
        {
          openingHours: {
            mon: [{ start: '09:00', end: '12:00' }],
            sat: [{ start: '09:00', end: '12:00' }],
          },
        },
        'openingHours.sat',
      ],
      [{ minNoticeHours: -1 }, 'minNoticeHours'],
      [{ minNoticeHours: 1000 }, 'minNoticeHours'],
      [{ horizonWorkingDays: 0 }, 'horizonWorkingDays'],
      [{ horizonWorkingDays: 'x'.repeat(200 * 1024) }, 'horizonWorkingDays'],
    ]
    for (const [change, field] of cases) {
      const response = await submitAs(client, staff.user, 'put', '/admin/settings/calls').json(
        settingsBody(change)
      )
      response.assertStatus(302)
      assert.include(
        Object.keys(flashedFieldErrors(response)),
        field,
        JSON.stringify(change).slice(0, 60)
      )
    }
    assert.lengthOf(await CallSetting.all(), 0)
  })
})
