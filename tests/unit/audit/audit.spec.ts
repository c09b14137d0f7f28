import { test } from '@japa/runner'
import { changedValues, isAuditAction } from '#audit/domain/audit'

test.group('Audit / changed values', () => {
  test('only the paths that differ, nested objects key by key, before and after', ({ assert }) => {
    const before = { fee: 5000, company: { iban: 'IT60X', city: 'Milano' }, list: [1, 2], gone: 1 }
    const after = { fee: 6000, company: { iban: 'IT60X', city: 'Roma' }, list: [1, 2], added: true }
    assert.deepEqual(changedValues(before, after), {
      before: { 'added': null, 'company.city': 'Milano', 'fee': 5000, 'gone': 1 },
      after: { 'added': true, 'company.city': 'Roma', 'fee': 6000, 'gone': null },
    })
    assert.deepEqual(changedValues(before, before), { before: {}, after: {} })
  })

  test('actions are a closed list', ({ assert }) => {
    assert.isTrue(isAuditAction('wallet.adjusted'))
    assert.isFalse(isAuditAction('wallet.deleted'))
    assert.isFalse(isAuditAction(null))
  })
})
