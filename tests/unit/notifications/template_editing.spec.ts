import { test } from '@japa/runner'
import { i18nFor } from '#core/i18n'
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_KEYS } from '#settings/domain/notification_types'
import { TEMPLATE_LIMITS, sampleParams, templateErrors } from '#notifications/domain/templates'
import { defaultTexts, renderTexts } from '#notifications/queries/templates'

test.group('Notifications / template editing', () => {
  test('refuses unknown variables (also inside select options) and broken ICU, per field', ({
    assert,
  }) => {
    const declared = ['reference', 'state']
    assert.deepEqual(
      templateErrors(
        {
          subject: '{reference}: {state, select, picked_up {ritirato da {driver}} other {ok}}',
          body: 'Trasporto {reference',
          action: 'Apri {reference}',
        },
        declared
      ),
      [
        { field: 'subject', code: 'unknown_variables', names: ['driver'] },
        { field: 'body', code: 'invalid_syntax', names: [] },
      ]
    )
    assert.deepEqual(templateErrors({ subject: 'a', body: 'b {state}', action: 'c' }, declared), [])
  })

  test('every default template fits the limits and renders with the example values in it and en', ({
    assert,
  }) => {
    for (const locale of ['it', 'en'] as const) {
      const i18n = i18nFor(locale)
      for (const type of NOTIFICATION_TYPE_KEYS) {
        const texts = defaultTexts(i18n, type)
        const params = sampleParams(NOTIFICATION_TYPES[type].variables)
        assert.deepEqual(Object.keys(params), [...NOTIFICATION_TYPES[type].variables])
        for (const field of ['subject', 'body', 'action'] as const) {
          assert.isAbove(texts[field].length, 0, `${locale}: ${type}.${field} is empty`)
          assert.isAtMost(texts[field].length, TEMPLATE_LIMITS[field], `${type}.${field}`)
        }
        const rendered = renderTexts(i18n, texts, params)
        assert.notInclude(rendered.subject + rendered.body, '{', `${locale}: ${type}`)
      }
    }
  })
})
