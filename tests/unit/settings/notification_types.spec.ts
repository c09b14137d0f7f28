import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_KEYS,
  defaultPreference,
  isNotificationType,
  notificationTypesFor,
  teamRecipientTypesFor,
} from '#settings/domain/notification_types'

function messages(locale: 'it' | 'en') {
  return JSON.parse(
    readFileSync(
      new URL(`../../../resources/lang/${locale}/settings.json`, import.meta.url),
      'utf8'
    )
  )
}

test.group('Notification types catalogue', () => {
  test('contains the notifications the platform sends', ({ assert }) => {
    for (const key of [
      'team_invitation',
      'team_member_joined',
      'transport_status_changed',
      'quote_ready',
      'quote_expiring',
      'order_paid',
      'payment_received',
      'document_available',
      'chat_message',
      'announcement',
      'insurance_expiring',
    ]) {
      assert.isTrue(isNotificationType(key), key)
    }
  })

  test('every type has a known group, an audience and a default for every channel', ({
    assert,
  }) => {
    for (const key of NOTIFICATION_TYPE_KEYS) {
      const definition = NOTIFICATION_TYPES[key]
      assert.equal(definition.key, key)
      assert.include(NOTIFICATION_GROUPS, definition.group)
      assert.isAbove(definition.audiences.length, 0)
      for (const channel of NOTIFICATION_CHANNELS) assert.isBoolean(definition.defaults[channel])
    }
  })

  test('every type and group has a label in Italian and English', ({ assert }) => {
    for (const locale of ['it', 'en'] as const) {
      const notifications = messages(locale).notifications
      for (const key of NOTIFICATION_TYPE_KEYS) {
        assert.isString(notifications.types[key]?.label, `${locale}: ${key}.label`)
        assert.isString(notifications.types[key]?.description, `${locale}: ${key}.description`)
      }
      for (const group of NOTIFICATION_GROUPS)
        assert.isString(notifications.groups[group], `${locale}: ${group}`)
      for (const channel of NOTIFICATION_CHANNELS) assert.isString(notifications.channels[channel])
    }
  })

  test('rejects what is not in the catalogue', ({ assert }) => {
    assert.isFalse(isNotificationType('nope'))
    assert.isFalse(isNotificationType('toString'))
    assert.isFalse(isNotificationType(42))
  })

  test('chat messages arrive in the app but not by e-mail unless the user asks', ({ assert }) => {
    assert.isTrue(defaultPreference('chat_message', 'in_app'))
    assert.isFalse(defaultPreference('chat_message', 'mail'))
    assert.isTrue(defaultPreference('transport_status_changed', 'mail'))
  })

  test('a dealer sees dealer and common types, never staff-only ones', ({ assert }) => {
    const keys = notificationTypesFor(['dealer']).map((definition) => definition.key)
    assert.includeMembers(keys, ['quote_ready', 'order_paid', 'team_invitation', 'announcement'])
    assert.notIncludeMembers(keys, [
      'onboarding_submitted',
      'lead_received',
      'insurance_expiring',
      'transport_available',
    ])
  })

  test('a user in a dealer and a transporter team sees the types of both', ({ assert }) => {
    const keys = notificationTypesFor(['dealer', 'transporter']).map((definition) => definition.key)
    assert.includeMembers(keys, ['quote_ready', 'insurance_expiring', 'transport_available'])
  })

  test('a user without teams sees only the types every kind receives', ({ assert }) => {
    const keys = notificationTypesFor([]).map((definition) => definition.key)
    assert.includeMembers(keys, ['team_invitation', 'announcement', 'chat_message'])
    assert.notInclude(keys, 'quote_ready')
  })

  test('team e-mail recipients only get business notifications of their kind', ({ assert }) => {
    const dealer = teamRecipientTypesFor('dealer').map((definition) => definition.key)
    assert.include(dealer, 'transport_status_changed')
    assert.notInclude(dealer, 'chat_message')
    assert.notInclude(dealer, 'insurance_expiring')
    const transporter = teamRecipientTypesFor('transporter').map((definition) => definition.key)
    assert.include(transporter, 'insurance_expiring')
  })
})
