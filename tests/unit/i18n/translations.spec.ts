import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { translate } from '../../../inertia/lib/translate.js'
import { flattenCatalogue } from '../../../inertia/lang/flatten.js'

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out[prefix] = String(value)
  }
  return out
}

function messages(locale: string) {
  const dir = join(process.cwd(), 'resources', 'lang', locale)
  const out: Record<string, string> = {}
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ''), out)
  }
  return out
}

test.group('Translations', () => {
  test('the client shows the key itself when a translation is missing', ({ assert }) => {
    assert.equal(translate({}, 'it', 'nothing.here'), 'nothing.here')
    assert.equal(translate(undefined, 'en', 'auth.login.title'), 'auth.login.title')
  })

  test('the client formats ICU messages with plurals and values', ({ assert }) => {
    const catalogue = {
      'auth.throttled': 'Riprova tra {seconds, plural, one {# secondo} other {# secondi}}.',
    }
    assert.equal(
      translate(catalogue, 'it', 'auth.throttled', { seconds: 1 }),
      'Riprova tra 1 secondo.'
    )
    assert.equal(
      translate(catalogue, 'it', 'auth.throttled', { seconds: 42 }),
      'Riprova tra 42 secondi.'
    )
  })

  test('Italian and English have exactly the same keys', ({ assert }) => {
    const it = Object.keys(messages('it')).sort()
    const en = Object.keys(messages('en')).sort()
    assert.deepEqual(
      it.filter((key) => !en.includes(key)),
      [],
      'keys missing in English'
    )
    assert.deepEqual(
      en.filter((key) => !it.includes(key)),
      [],
      'keys missing in Italian'
    )
  })

  test('Italian is Italian: no message equals the English one but loanwords of the glossary', ({
    assert,
  }) => {
    /* docs/glossary.md: the words Italian uses as they are, and messages made only of values. */
    const SAME_IN_BOTH = new Set([
      'Account',
      'E-mail',
      'e-mail',
      'File',
      'IBAN',
      'BIC/SWIFT',
      'Home',
      'No',
      'Password',
      'password',
      'Privacy',
      'Pro',
      'Staff',
      'SUV',
      'City car',
      'Team',
      'Token: {name}',
      '{km} km',
      '{from} – {to}',
      '{date}',
      '{channel}: {type}',
      '€/km',
      '{average} ({count})',
    ])
    const en = messages('en')
    const same = Object.entries(messages('it'))
      .filter(([key, value]) => en[key] === value && !SAME_IN_BOTH.has(value))
      .map(([key, value]) => `${key}: ${value}`)
    assert.deepEqual(same, [])
  })

  test('Italian uses the glossary’s words, not English ones it replaced', ({ assert }) => {
    const REPLACED = /\b(wallet|dashboard|express|marketplace|citycar|upgrade|free)\b/i
    const found = Object.entries(messages('it'))
      .filter(([, value]) => REPLACED.test(value))
      .map(([key, value]) => `${key}: ${value}`)
    assert.deepEqual(found, [])
  })

  test('every message is valid ICU in both languages', ({ assert }) => {
    for (const locale of ['it', 'en']) {
      for (const [key, message] of Object.entries(messages(locale))) {
        assert.doesNotThrow(() => new IntlMessageFormat(message, locale), `${locale}: ${key}`)
      }
    }
  })
})

test.group('Translations: the client catalogue', () => {
  function files(locale: string) {
    const dir = join(process.cwd(), 'resources', 'lang', locale)
    return Object.fromEntries(
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => [`../../resources/lang/${locale}/${name}`, readJson(join(dir, name))])
    )
  }
  const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'))

  test('holds exactly the messages the server holds, English filled with Italian', async ({
    assert,
  }) => {
    const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
    const { messagesFor } = await import('#core/i18n')
    await i18nManager.loadTranslations()
    assert.deepEqual(flattenCatalogue(files('it')), messagesFor('it'))
    assert.deepEqual(
      { ...flattenCatalogue(files('it')), ...flattenCatalogue(files('en')) },
      messagesFor('en')
    )
  })
})
