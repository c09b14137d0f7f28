import { test } from '@japa/runner'
import {
  mapTilesFrom,
  NO_MAP_TILES,
  tileImageSource,
  tileUrlProblem,
} from '#pricing/domain/map_tiles'
import { mergeStoredSettings } from '#pricing/domain/settings_form'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'

test.group('Map tiles: the URL template', () => {
  test('accepts http(s) templates with {z}, {x} and {y} in the path', ({ assert }) => {
    for (const template of [
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/{z}/{x}/{y}{r}.png?key=abc-123&style=light',
      'http://localhost:8080/tiles/{z}/{y}/{x}',
      'https://TILES.Example.org/v1/{z}/{x}/{y}@2x.webp',
      '',
    ]) {
      assert.isNull(tileUrlProblem(template), template)
    }
  })

  test('refuses other protocols, hosts, placeholders and characters', ({ assert }) => {
    const cases: [string, string][] = [
      ['javascript:alert(1)//{z}/{x}/{y}', 'protocol'],
      ['ftp://tiles.example.org/{z}/{x}/{y}.png', 'protocol'],
      ['//tiles.example.org/{z}/{x}/{y}.png', 'protocol'],
      ['https://tiles.example.org/{z}/{x}.png', 'placeholders'],
      ['https://tiles.example.org/{z}/{x}/{y}/{token}.png', 'placeholders'],
      ['https://tiles.example.org/{s}/{z}/{x}/{y}.png', 'placeholders'],
      ['https://tile{s}.example.org/{z}/{x}/{y}.png', 'placeholders'],
      ['https://{z}.example.org/{x}/{y}.png', 'placeholders'],
      ['https://tiles.example.org/{z}/{x}/{y.png', 'placeholders'],
      ['https://user:pw@tiles.example.org/{z}/{x}/{y}.png', 'host'],
      ['https://-bad-.example.org/{z}/{x}/{y}.png', 'host'],
      ['https://tiles.example.org:99999/{z}/{x}/{y}.png', 'host'],
      ['https:///{z}/{x}/{y}.png', 'host'],
      ["https://tiles.example.org/{z}/{x}/{y}.png'; script-src *", 'characters'],
      ['https://tiles.example.org/{z}/{x}/{y}.png;img-src *', 'characters'],
      ['https://tiles.example.org/{z}/{x}/{y}.png, https://evil.test', 'characters'],
      ['https://tiles.example.org/<script>/{z}/{x}/{y}', 'characters'],
      ['https://tiles.example.org/{z}/{x}/{y}.png\u0000', 'characters'],
      ['https://tilès.example.org/{z}/{x}/{y}.png', 'characters'],
      [`https://tiles.example.org/${'a'.repeat(500)}/{z}/{x}/{y}`, 'characters'],
    ]
    for (const [template, problem] of cases) {
      assert.equal(tileUrlProblem(template), problem, template)
      assert.isNull(tileImageSource(template), template)
    }
  })

  test('the Content-Security-Policy source is the scheme and host, {s} as a wildcard', ({
    assert,
  }) => {
    assert.equal(
      tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
      'https://*.tile.openstreetmap.org'
    )
    assert.equal(
      tileImageSource('https://TILES.Example.org:8443/{z}/{x}/{y}.png?key=1'),
      'https://tiles.example.org:8443'
    )
    assert.equal(tileImageSource('http://localhost:8080/{z}/{x}/{y}'), 'http://localhost:8080')
    assert.isNull(tileImageSource(''))
  })

  test('stored tiles of any shape: only a valid template counts, attribution only with it', ({
    assert,
  }) => {
    assert.deepEqual(mapTilesFrom(undefined), NO_MAP_TILES)
    assert.deepEqual(mapTilesFrom('x'), NO_MAP_TILES)
    assert.deepEqual(
      mapTilesFrom({ urlTemplate: 'ftp://x/{z}/{x}/{y}', attribution: 'a' }),
      NO_MAP_TILES
    )
    assert.deepEqual(mapTilesFrom({ urlTemplate: '', attribution: 'left over' }), NO_MAP_TILES)
    assert.deepEqual(
      mapTilesFrom({ urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png', attribution: 7 }),
      { urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '' }
    )
    const merged = mergeStoredSettings(
      DEFAULT_PRICING_SETTINGS,
      { mapTiles: { urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png', attribution: '© T' } },
      3
    )
    assert.deepEqual(merged.mapTiles, {
      urlTemplate: 'https://t.example.org/{z}/{x}/{y}.png',
      attribution: '© T',
    })
    assert.deepEqual(mergeStoredSettings(DEFAULT_PRICING_SETTINGS, {}, 1).mapTiles, NO_MAP_TILES)
  })
})
