import { test } from '@japa/runner'
import {
  createReconnectTracker,
  isOwnEvent,
  isRealtimeMessage,
} from '../../../inertia/lib/realtime_events.js'

test.group('Realtime client: own events', () => {
  test('drops an event caused by this very tab', ({ assert }) => {
    assert.isTrue(isOwnEvent({ originSocketId: 'tab-1234-abcd' }, 'tab-1234-abcd'))
  })

  test('keeps events caused by other tabs, other users and background jobs', ({ assert }) => {
    assert.isFalse(isOwnEvent({ originSocketId: 'tab-other' }, 'tab-1234-abcd'))
    assert.isFalse(isOwnEvent({ originSocketId: null }, 'tab-1234-abcd'))
    assert.isFalse(isOwnEvent({}, 'tab-1234-abcd'))
  })

  test('never treats an event as own before the tab has a client id', ({ assert }) => {
    assert.isFalse(isOwnEvent({ originSocketId: null }, null))
    assert.isFalse(isOwnEvent({ originSocketId: '' }, ''))
    assert.isFalse(isOwnEvent({ originSocketId: undefined }, undefined))
  })

  test('accepts only objects with a string type as realtime messages', ({ assert }) => {
    assert.isTrue(isRealtimeMessage({ type: 'team.member_joined', memberName: 'Anna' }))
    for (const value of [null, 'text', 42, [], { kind: 'x' }, { type: 3 }]) {
      assert.isFalse(isRealtimeMessage(value))
    }
  })
})

test.group('Realtime client: reconnects', () => {
  test('the first connection is not a reconnect', ({ assert }) => {
    const tracker = createReconnectTracker()
    assert.isFalse(tracker.connected())
  })

  test('a connection after a loss is a reconnect, once', ({ assert }) => {
    const tracker = createReconnectTracker()
    tracker.connected()
    tracker.disconnected()
    assert.isTrue(tracker.connected())
    assert.isFalse(tracker.connected())
  })

  test('a failed first attempt followed by a connection is not a reconnect', ({ assert }) => {
    const tracker = createReconnectTracker()
    tracker.disconnected()
    assert.isFalse(tracker.connected())
  })
})
