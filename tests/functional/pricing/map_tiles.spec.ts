import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import PlatformSetting from '#pricing/models/platform_setting'
import { currentMapTiles } from '#pricing/queries/map_tiles'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { setExtraImageSources } from '#core/http/content_security_policy'
import { createStaffUser, settingsFormPayload } from '#tests/helpers/pricing_factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_CREDIT = '© OpenStreetMap contributors'

/** The img-src directive of a response's Content-Security-Policy. */
function imageSources(header: string | undefined) {
  const directive = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
  return directive?.slice(1) ?? []
}

test.group('Admin settings: the map tile server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /* a platform whose settings were never saved (the test bootstrap saves its company data) */
  group.each.setup(async () => {
    await db.from('platform_settings').delete()
  })
  /* The allowed tile host lives in the process, not in the rolled-back database. */
  group.each.teardown(() => setExtraImageSources([]))

  test('none by default: the form shows empty fields and the pages allow no tile host', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('admin')
    const page = await client.get('/admin/settings/general').loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      settings: { mapTiles: { urlTemplate: '', attribution: '' } },
    })
    assert.deepEqual(imageSources(page.header('content-security-policy')), [`'self'`, 'data:'])
    assert.deepEqual(await currentMapTiles(), { urlTemplate: '', attribution: '' })
  })

  test('staff save a tile server: stored in a new version, allowed by the pages’ img-src only', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('admin')
    const saved = await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload({ mapTiles: { urlTemplate: ` ${OSM} `, attribution: OSM_CREDIT } })
    )
    saved.assertStatus(302)
    assert.equal(saved.header('location'), '/admin/settings/general')
    assert.deepEqual(await currentMapTiles(), { urlTemplate: OSM, attribution: OSM_CREDIT })
    assert.deepEqual((await currentPricingSettings()).mapTiles, {
      urlTemplate: OSM,
      attribution: OSM_CREDIT,
    })

    const page = await client.get('/admin/settings/general').loginAs(user).withInertia()
    page.assertInertiaPropsContains({
      version: 1,
      settings: { mapTiles: { urlTemplate: OSM, attribution: OSM_CREDIT } },
    })
    const policy = page.header('content-security-policy')!
    assert.deepEqual(imageSources(policy), [`'self'`, 'data:', 'https://*.tile.openstreetmap.org'])
    /* Nothing else widens: scripts, styles and connections stay our own. */
    assert.notInclude(policy.replace(/img-src[^;]*/, ''), 'openstreetmap')

    /* Emptied again: back to the offline outline, and to no foreign images. */
    await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload({ mapTiles: { urlTemplate: '', attribution: 'left over' } })
    )
    assert.deepEqual(await currentMapTiles(), { urlTemplate: '', attribution: '' })
    const after = await client.get('/login')
    assert.deepEqual(imageSources(after.header('content-security-policy')), [`'self'`, 'data:'])
  })

  test('only http(s) templates with {z}, {x}, {y} and an attribution are accepted, translated', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('admin')
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { urlTemplate: 'javascript:alert(1)//{z}/{x}/{y}', attribution: 'x' },
        'mapTiles.urlTemplate',
        "L'indirizzo deve iniziare con http:// o https://.",
      ],
      [
        { urlTemplate: 'https://tiles.example.org/{z}/{x}.png', attribution: 'x' },
        'mapTiles.urlTemplate',
        "L'indirizzo deve contenere {z}, {x} e {y} nel percorso; {s} è ammesso solo all'inizio del nome del server e {r} nel percorso.",
      ],
      [
        { urlTemplate: "https://t.example.org/{z}/{x}/{y}.png'; script-src *", attribution: 'x' },
        'mapTiles.urlTemplate',
        "L'indirizzo contiene spazi o caratteri non ammessi (virgolette, <, >, ;, virgole).",
      ],
      [
        { urlTemplate: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '' },
        'mapTiles.attribution',
        "Indica l'attribuzione che il fornitore delle tile richiede di mostrare sulla mappa.",
      ],
    ]
    for (const [mapTiles, field, message] of cases) {
      const response = await submitAs(client, user, 'put', '/admin/settings/general').json(
        settingsFormPayload({ mapTiles })
      )
      response.assertStatus(302)
      assert.deepEqual(flashedFieldErrors(response)[field], [message], JSON.stringify(mapTiles))
    }
    assert.isNull(await PlatformSetting.query().first())
  })

  test('hostile values are field errors, never a 500, and change nothing', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('admin')
    for (const mapTiles of [
      'https://tiles.example.org/{z}/{x}/{y}.png',
      ['https://tiles.example.org/{z}/{x}/{y}.png'],
      { urlTemplate: { z: 1 }, attribution: 'x' },
      { urlTemplate: ['a'], attribution: ['b'] },
      { urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png', attribution: 'x'.repeat(100_000) },
      {
        urlTemplate: `https://t.example.org/{z}/{x}/{y}.png?${'a'.repeat(100_000)}`,
        attribution: 'x',
      },
      { urlTemplate: 'https://t.example.org/\u0000/{z}/{x}/{y}.png', attribution: 'x' },
      { urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '\u0000' },
      { urlTemplate: 'https://t.example.org/\uD800/{z}/{x}/{y}.png', attribution: 'x' },
      { urlTemplate: 42, attribution: true },
    ]) {
      const response = await submitAs(client, user, 'put', '/admin/settings/general').json(
        settingsFormPayload({ mapTiles })
      )
      assert.equal(response.status(), 302, JSON.stringify(mapTiles).slice(0, 80))
      assert.isNotEmpty(flashedFieldErrors(response), JSON.stringify(mapTiles).slice(0, 80))
    }
    assert.isNull(await PlatformSetting.query().first())
    const page = await client.get('/login')
    assert.deepEqual(imageSources(page.header('content-security-policy')), [`'self'`, 'data:'])
  })

  test('a staff member who may not change settings cannot set a tile server', async ({
    client,
    assert,
  }) => {
    const { user } = await createStaffUser('member')
    const response = await submitAs(client, user, 'put', '/admin/settings/general').json(
      settingsFormPayload({ mapTiles: { urlTemplate: OSM, attribution: OSM_CREDIT } })
    )
    assert.isString(response.flashMessages().error)
    assert.isNull(await PlatformSetting.query().first())
    assert.deepEqual(imageSources((await client.get('/login')).header('content-security-policy')), [
      `'self'`,
      'data:',
    ])
  })
})
