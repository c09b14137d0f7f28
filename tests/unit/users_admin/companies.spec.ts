import { test } from '@japa/runner'
import {
  mayImpersonate,
  mayReinstate,
  maySuspend,
  mayVerify,
  parseCompanyFilters,
} from '#users_admin/domain/companies'
import { isSuspendedByStaff } from '#teams/domain/suspension'
import { isRefusedWhileImpersonating } from '#core/http/impersonation'

test.group('Admin → Users / rules', () => {
  test('filters: unknown values are no filter; the plan only for dealers; the search trimmed and capped', ({
    assert,
  }) => {
    assert.deepEqual(
      parseCompanyFilters(
        { q: '  zeta ', verified: 'yes', suspended: 'maybe', plan: 'pro' },
        'dealer'
      ),
      { q: 'zeta', verified: 'yes', suspended: null, plan: 'pro' }
    )
    assert.isNull(parseCompanyFilters({ plan: 'pro' }, 'transporter').plan)
    assert.lengthOf(parseCompanyFilters({ q: 'x'.repeat(300) }, 'dealer').q!, 100)
    assert.isNull(parseCompanyFilters({ q: ['a'] }, 'dealer').q)
  })

  test('standing: staff teams never; verify once; suspend unless staff already did; reinstate any suspension', ({
    assert,
  }) => {
    const now = new Date()
    const dealer = { kind: 'dealer', verifiedAt: null, suspendedAt: null, suspensionSource: null }
    assert.equal(mayVerify({ ...dealer, kind: 'staff' }), 'not_managed')
    assert.equal(maySuspend({ ...dealer, kind: 'staff' }), 'not_managed')
    assert.isNull(mayVerify(dealer))
    assert.equal(mayVerify({ ...dealer, verifiedAt: now }), 'already_verified')
    assert.isNull(maySuspend(dealer))
    assert.isNull(maySuspend({ ...dealer, suspendedAt: now }))
    assert.equal(
      maySuspend({ ...dealer, suspendedAt: now, suspensionSource: 'staff' }),
      'already_suspended'
    )
    assert.equal(mayReinstate(dealer), 'not_suspended')
    assert.isNull(mayReinstate({ ...dealer, suspendedAt: now }))
    assert.isFalse(isSuspendedByStaff({ kind: 'transporter', suspendedAt: now }))
    assert.isTrue(
      isSuspendedByStaff({ kind: 'dealer', suspendedAt: now, suspensionSource: 'staff' })
    )
  })

  test('impersonation: a member of a dealer or carrier team, never staff, never oneself', ({
    assert,
  }) => {
    const base = {
      staffUserId: 1,
      targetUserId: 2,
      teamKind: 'dealer',
      isMember: true,
      targetIsStaff: false,
    }
    assert.isNull(mayImpersonate(base))
    assert.equal(mayImpersonate({ ...base, targetUserId: 1 }), 'self')
    assert.equal(mayImpersonate({ ...base, targetIsStaff: true }), 'staff_target')
    assert.equal(mayImpersonate({ ...base, teamKind: 'staff' }), 'staff_target')
    assert.equal(mayImpersonate({ ...base, isMember: false }), 'not_member')
    assert.isTrue(isRefusedWhileImpersonating('dealer.cart.checkout'))
    assert.isFalse(isRefusedWhileImpersonating('dealer.requests.store'))
    assert.isFalse(isRefusedWhileImpersonating(undefined))
  })
})
