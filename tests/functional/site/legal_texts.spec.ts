import { test } from '@japa/runner'
import { company } from '#config/company'
import { cookiesInUse } from '#site/queries/cookies_in_use'
import { privacyIt } from '../../../inertia/features/site/legal/privacy_it.js'
import { privacyEn } from '../../../inertia/features/site/legal/privacy_en.js'
import { termsIt } from '../../../inertia/features/site/legal/terms_it.js'
import { termsEn } from '../../../inertia/features/site/legal/terms_en.js'
import { durationLabel, type LegalDocument } from '../../../inertia/features/site/legal/document.js'

function text(document: LegalDocument) {
  return [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) =>
        block.kind === 'p'
          ? [block.text]
          : block.kind === 'list'
            ? block.items
            : [...block.head, ...block.rows.flat()]
      ),
    ]),
  ].join('\n')
}

test.group('Legal texts', () => {
  test('the privacy policy names the controller, its contacts, the cookies and the authority, in both languages', async ({
    assert,
  }) => {
    const cookies = await cookiesInUse()
    for (const document of [
      privacyIt(company, cookies, 'Trasporti'),
      privacyEn(company, cookies, 'Trasporti'),
    ]) {
      const body = text(document)
      assert.include(body, company.legalName)
      assert.include(body, company.address)
      assert.include(body, company.privacyEmail)
      assert.include(body, company.paymentsProvider)
      for (const cookie of cookies) assert.include(body, cookie.name)
      assert.include(body, 'Garante')
      assert.include(body, 'art. 15')
      assert.notMatch(body, /\b(lorem|ipsum|todo|xxx|undefined|null)\b|\[.*?\]/i)
    }
  })

  test('optional company data appear only when configured', ({ assert }) => {
    const configured = {
      ...company,
      vatNumber: '01234567897',
      pec: 'trasporti@pec.example.it',
      dpoEmail: 'dpo@example.it',
    }
    const body = text(privacyIt(configured, [], 'Trasporti'))
    assert.include(body, '01234567897')
    assert.include(body, 'trasporti@pec.example.it')
    assert.include(body, 'dpo@example.it')
    const bare = text(
      privacyIt({ ...company, vatNumber: null, pec: null, dpoEmail: null }, [], 'Trasporti')
    )
    assert.notInclude(bare, 'partita IVA null')
    assert.notInclude(bare, 'PEC null')
  })

  test('the terms cover prices plus VAT, payments, damage, disputes, suspension and the competent court', ({
    assert,
  }) => {
    const it = text(termsIt(company, 'Trasporti'))
    for (const words of [
      'IVA',
      '22%',
      'wallet',
      '1696',
      'contestazione',
      'sospendere',
      'legge italiana',
      `Foro di ${company.court}`,
    ]) {
      assert.include(it, words)
    }
    const en = text(termsEn(company, 'Trasporti'))
    for (const words of [
      'VAT',
      '22%',
      'wallet',
      '1696',
      'dispute',
      'suspend',
      'Italian law',
      `Court of ${company.court}`,
    ]) {
      assert.include(en, words)
    }
    for (const body of [it, en]) assert.notMatch(body, /\b(lorem|ipsum|todo|undefined|null)\b/i)
  })

  test('both languages have the same sections', ({ assert }) => {
    const cookies = [{ name: 'locale', purpose: 'locale' as const, duration: '1y' }]
    assert.equal(
      privacyIt(company, cookies, 'T').sections.length,
      privacyEn(company, cookies, 'T').sections.length
    )
    assert.equal(termsIt(company, 'T').sections.length, termsEn(company, 'T').sections.length)
  })

  test('cookie durations read naturally', ({ assert }) => {
    assert.equal(durationLabel('2h', 'it'), '2 ore')
    assert.equal(durationLabel('1y', 'it'), '1 anno')
    assert.equal(durationLabel('1y', 'en'), '1 year')
    assert.equal(durationLabel('30d', 'en'), '30 days')
    assert.equal(durationLabel('7200', 'en'), '7200')
  })
})
