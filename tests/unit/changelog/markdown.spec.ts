import { test } from '@japa/runner'
import { renderMarkdown, slugify, summaryOf } from '#changelog/domain/markdown'
import { atomFeed } from '#changelog/domain/feed'

test.group('Changelog / markdown', () => {
  test('raw HTML is escaped and unsafe links are not links', ({ assert }) => {
    const html = renderMarkdown(
      '<b onclick="x()">b</b> [a](javascript:alert(1)) [d](data:text/html,x) ![i](vbscript:x) [ok](/changelog)'
    )
    assert.notInclude(html, '<b ')
    assert.notMatch(html, /href="(javascript|data|vbscript):/i)
    assert.notMatch(html, /src="(javascript|data|vbscript):/i)
    assert.include(html, '<a href="/changelog">ok</a>')
  })

  test('slugs from titles; summaries from the first paragraph', ({ assert }) => {
    assert.equal(slugify('Novità: più velocità & città!'), 'novita-piu-velocita-citta')
    assert.equal(slugify('!!!'), 'novita')
    assert.lengthOf(slugify('a'.repeat(200)), 80)
    assert.equal(
      summaryOf('# Titolo\n\nPrimo **paragrafo** con [link](https://x.it).\n\nSecondo.'),
      'Primo paragrafo con link.'
    )
    assert.lengthOf(summaryOf('x'.repeat(500), 100), 100)
  })

  test('the feed escapes every value and drops characters XML forbids', ({ assert }) => {
    const xml = atomFeed({
      title: 'A & B',
      baseUrl: 'https://example.com/',
      locale: 'it',
      entries: [
        {
          slug: 's',
          title: '<t>\u0001',
          summary: '"q"',
          html: '<p>x</p>',
          publishedOn: '2026-11-01',
        },
      ],
    })
    assert.include(xml, '<title>A &amp; B</title>')
    assert.include(xml, '<title>&lt;t&gt;</title>')
    assert.include(xml, '<content type="html">&lt;p&gt;x&lt;/p&gt;</content>')
    assert.include(xml, '<id>https://example.com/changelog/s</id>')
    assert.include(xml, '<updated>2026-11-01T00:00:00Z</updated>')
  })
})
