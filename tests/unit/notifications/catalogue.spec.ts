import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_KEYS,
  isNotificationType,
} from '#settings/domain/notification_types'
import {
  TEMPLATE_FIELDS,
  templateVariables,
  undeclaredVariables,
} from '#notifications/domain/templates'
import { LIFECYCLE_NOTIFICATIONS, transitionNotification } from '#notifications/domain/lifecycle'
import { TRANSITIONS } from '#transports/domain/state_machine'

function lang(locale: 'it' | 'en', namespace: string) {
  return JSON.parse(
    readFileSync(
      new URL(`../../../resources/lang/${locale}/${namespace}.json`, import.meta.url),
      'utf8'
    )
  )
}

/** Types other capabilities send (chat, announcements): their engineers wire them. */
const SENT_ELSEWHERE = ['chat_message', 'announcement']

test.group('Notifications / templates and lifecycle', () => {
  test('every type has it and en templates using only the variables it declares', ({ assert }) => {
    for (const locale of ['it', 'en'] as const) {
      const templates = lang(locale, 'notifications').templates
      for (const type of NOTIFICATION_TYPE_KEYS) {
        for (const field of TEMPLATE_FIELDS) {
          const message = templates[type]?.[field]
          assert.isString(message, `${locale}: ${type}.${field} is missing`)
          assert.deepEqual(
            undeclaredVariables(message, NOTIFICATION_TYPES[type].variables),
            [],
            `${locale}: ${type}.${field} uses an undeclared variable`
          )
        }
      }
      assert.sameMembers(
        Object.keys(templates),
        NOTIFICATION_TYPE_KEYS,
        `${locale}: stray template`
      )
    }
  })

  test('the Italian templates are not the English ones', ({ assert }) => {
    const it = lang('it', 'notifications').templates
    const en = lang('en', 'notifications').templates
    for (const type of NOTIFICATION_TYPE_KEYS) assert.notEqual(it[type].subject, en[type].subject)
  })

  test('every type has its settings label and description in both languages', ({ assert }) => {
    for (const locale of ['it', 'en'] as const) {
      const types = lang(locale, 'settings').notifications.types
      for (const type of NOTIFICATION_TYPE_KEYS) {
        assert.isString(types[type]?.label, `${locale}: ${type}.label`)
        assert.isString(types[type]?.description, `${locale}: ${type}.description`)
      }
    }
  })

  test('reads the variables of ICU templates, and refuses broken ones', ({ assert }) => {
    assert.sameMembers(
      templateVariables('{kind, select, pickup {ritiro {x}} other {consegna}} di {reference}')!,
      ['kind', 'x', 'reference']
    )
    assert.deepEqual(undeclaredVariables('Ciao {name} {other}', ['name']), ['other'])
    assert.isNull(templateVariables('Ciao {name'))
  })

  test('every transition of the state machine has a notification type', ({ assert }) => {
    for (const edge of TRANSITIONS) {
      const type = transitionNotification(edge.from, edge.to)
      assert.isTrue(isNotificationType(type), `${edge.from} → ${edge.to}`)
    }
    assert.equal(transitionNotification('published', 'assigned'), 'transport_assigned')
    assert.equal(transitionNotification('pickup_scheduled', 'assigned'), 'transport_dry_run')
    assert.equal(transitionNotification('delivered', 'disputed'), 'dispute_opened')
    assert.equal(transitionNotification('disputed', 'completed'), 'dispute_resolved')
    assert.equal(transitionNotification('in_transit', 'delivered'), 'transport_status_changed')
    /* the status template names every state */
    const template = lang('en', 'notifications').templates.transport_status_changed.body
    for (const edge of TRANSITIONS) assert.include(template, `${edge.to} {`)
  })

  test('every lifecycle event has a type, and every type is sent by some event', ({ assert }) => {
    for (const [event, type] of Object.entries(LIFECYCLE_NOTIFICATIONS)) {
      assert.isTrue(isNotificationType(type), event)
    }
    const sent = new Set<string>([
      ...Object.values(LIFECYCLE_NOTIFICATIONS),
      ...TRANSITIONS.map((edge) => transitionNotification(edge.from, edge.to)),
      ...SENT_ELSEWHERE,
    ])
    for (const type of NOTIFICATION_TYPE_KEYS)
      assert.isTrue(sent.has(type), `${type} is never sent`)
  })

  test('the lifecycle notifiers name every event of the list', ({ assert }) => {
    const source = readFileSync(
      new URL('../../../app/notifications/actions/lifecycle.ts', import.meta.url),
      'utf8'
    )
    const listeners = readFileSync(
      new URL('../../../app/notifications/listeners.ts', import.meta.url),
      'utf8'
    )
    for (const type of new Set(Object.values(LIFECYCLE_NOTIFICATIONS))) {
      assert.isTrue(
        source.includes(`'${type}'`) || listeners.includes(`'${type}'`),
        `${type} is in the list but nothing sends it`
      )
    }
  })
})
