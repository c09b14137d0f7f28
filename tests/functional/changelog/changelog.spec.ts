import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import ChangelogEntry from '#changelog/models/changelog_entry'
import User from '#identity/models/user'
import { refreshNewestPublished } from '#changelog/queries/changelog'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

const FORM = {
  titleIt: 'Nuova mappa dei trasporti',
  titleEn: 'New transport map',
  bodyIt: 'La mappa mostra **tutti** i trasporti.\n\n- con i filtri',
  bodyEn: 'The map shows **every** transport.',
  state: 'published',
}

let counter = 0
function entry(overrides: Partial<ChangelogEntry> = {}) {
  counter += 1
  return ChangelogEntry.create({
    slug: `voce-${counter}`,
    titleIt: `Voce ${counter}`,
    titleEn: `Entry ${counter}`,
    bodyIt: `Testo italiano ${counter}`,
    bodyEn: `English text ${counter}`,
    state: 'published',
    publishedOn: DateTime.now().minus({ days: 1 }),
    ...overrides,
  })
}

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

test.group('Changelog / staff', (group) => {
  group.each.setup(async () => {
    await refreshNewestPublished()
    const rollback = await testUtils.db().withGlobalTransaction()
    /* after the rollback the cache must not keep an entry that no longer exists */
    return async () => {
      await rollback()
      await refreshNewestPublished()
    }
  })

  test('a staff owner creates a published entry: slug from the Italian title, dated today', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const response = await submitAs(client, staff.user, 'post', '/admin/changelog').form(FORM)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/changelog')
    const saved = await ChangelogEntry.findByOrFail('slug', 'nuova-mappa-dei-trasporti')
    assert.equal(saved.state, 'published')
    assert.equal(saved.titleEn, FORM.titleEn)
    assert.equal(saved.authorUserId, staff.user.id)
    assert.equal(saved.publishedOn?.toISODate(), DateTime.now().setZone('Europe/Rome').toISODate())

    /* the same title again gets -2; a slug chosen by hand that is taken is refused */
    await submitAs(client, staff.user, 'post', '/admin/changelog').form(FORM)
    assert.isNotNull(await ChangelogEntry.findBy('slug', 'nuova-mappa-dei-trasporti-2'))
    const taken = await submitAs(client, staff.user, 'post', '/admin/changelog')
      .header('referer', '/admin/changelog/create')
      .form({ ...FORM, slug: 'nuova-mappa-dei-trasporti' })
    taken.assertStatus(302)
    assert.equal(
      (taken.flashMessages() as any).inputErrorsBag.slug[0],
      "Un'altra novità usa già questo indirizzo."
    )
    assert.lengthOf(await ChangelogEntry.all(), 2)
  })

  test('invalid input: errors next to the fields, nothing written', async ({ client, assert }) => {
    const staff = await createStaff()
    const response = await submitAs(client, staff.user, 'post', '/admin/changelog')
      .header('referer', '/admin/changelog/create')
      .form({
        titleIt: 'ab',
        titleEn: '',
        bodyIt: '',
        bodyEn: 'x',
        state: 'live',
        slug: 'Not A Slug!',
      })
    response.assertStatus(302)
    const errors = (response.flashMessages() as any).inputErrorsBag
    for (const field of ['titleIt', 'titleEn', 'bodyIt', 'state', 'slug'])
      assert.property(errors, field)
    assert.equal(errors.slug[0], 'Usa solo lettere minuscole, numeri e trattini (es. nuova-mappa).')
    assert.lengthOf(await ChangelogEntry.all(), 0)
  })

  test('edit and delete; the list filters by state with a bounded number of queries', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const draft = await entry({ state: 'draft', publishedOn: null })
    const updated = await submitAs(client, staff.user, 'put', `/admin/changelog/${draft.id}`).form({
      ...FORM,
      slug: draft.slug,
      state: 'published',
      publishedOn: '2026-11-20',
    })
    updated.assertStatus(302)
    await draft.refresh()
    assert.equal(draft.state, 'published')
    assert.equal(draft.publishedOn?.toISODate(), '2026-11-20')
    assert.equal(draft.titleIt, FORM.titleIt)

    const edit = await client
      .get(`/admin/changelog/${draft.id}/edit`)
      .loginAs(staff.user)
      .withInertia()
    assert.equal(props(edit).entry.bodyIt, FORM.bodyIt)

    const visit = () =>
      countQueries(() =>
        client.get('/admin/changelog?state=draft').loginAs(staff.user).withInertia()
      )
    await entry({ state: 'draft', publishedOn: null })
    const few = await visit()
    assert.lengthOf(props(few.result).entries.data, 1)
    for (let i = 0; i < 30; i++) await entry({ state: 'draft', publishedOn: null })
    const many = await visit()
    assert.lengthOf(props(many.result).entries.data, 25)
    assert.equal(props(many.result).entries.metadata.total, 31)
    assert.equal(many.queries, few.queries)
    assert.deepEqual(props(many.result).filters, { state: 'draft' })

    const removed = await submitAs(client, staff.user, 'delete', `/admin/changelog/${draft.id}`)
    removed.assertStatus(302)
    assert.isNull(await ChangelogEntry.find(draft.id))
  })

  test('refused: dealers and carriers find no such page (404), staff members read but do not write; nothing changes', async ({
    client,
    assert,
  }) => {
    const existing = await entry()
    const dealer = await createUserWithTeam('dealer')
    const carrier = await createUserWithTeam('transporter')
    for (const user of [dealer.user, carrier.user]) {
      ;(await client.get('/admin/changelog').loginAs(user)).assertStatus(404)
      ;(await submitAs(client, user, 'post', '/admin/changelog').form(FORM)).assertStatus(404)
    }
    const staff = await createStaff()
    const member = await addMember(staff.team, 'member')
    const list = await client.get('/admin/changelog').loginAs(member).withInertia()
    list.assertStatus(200)
    assert.isFalse(props(list).can.manage)
    /* a refused form goes back with the reason */
    const refused = await submitAs(client, member, 'post', '/admin/changelog').form(FORM)
    refused.assertStatus(302)
    assert.isString((refused.flashMessages() as any).error)
    ;(await submitAs(client, member, 'delete', `/admin/changelog/${existing.id}`)).assertStatus(302)
    ;(await client.get(`/admin/changelog/${existing.id}/edit`).loginAs(member)).assertStatus(403)
    ;(await client.get('/admin/changelog/999999/edit').loginAs(staff.user)).assertStatus(404)
    assert.lengthOf(await ChangelogEntry.all(), 1)
    assert.isNotNull(await ChangelogEntry.find(existing.id))
  })
})

test.group('Changelog / public', (group) => {
  group.each.setup(async () => {
    await refreshNewestPublished()
    const rollback = await testUtils.db().withGlobalTransaction()
    /* after the rollback the cache must not keep an entry that no longer exists */
    return async () => {
      await rollback()
      await refreshNewestPublished()
    }
  })

  test('lists published entries of today or earlier, newest first, in the reader language', async ({
    client,
    assert,
  }) => {
    const older = await entry({ publishedOn: DateTime.now().minus({ days: 5 }) })
    const newer = await entry({ publishedOn: DateTime.now().minus({ days: 1 }) })
    await entry({ state: 'draft', publishedOn: null })
    await entry({ publishedOn: DateTime.now().plus({ days: 3 }) })
    const page = await client.get('/changelog').withInertia()
    page.assertStatus(200)
    assert.deepEqual(
      props(page).entries.data.map((row: any) => row.slug),
      [newer.slug, older.slug]
    )
    assert.equal(props(page).entries.data[0].title, newer.titleIt)
    assert.notProperty(props(page).entries.data[0], 'titleEn')
    const english = await client.get('/changelog').header('accept-language', 'en').withInertia()
    assert.equal(props(english).entries.data[0].title, newer.titleEn)
  })

  test('an entry page renders Markdown safely: no HTML from the source, no javascript: links', async ({
    client,
    assert,
  }) => {
    const unsafe = await entry({
      bodyIt:
        '**Grassetto** <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[clic](javascript:alert(1)) [sito](https://example.com)',
    })
    const page = await client.get(`/changelog/${unsafe.slug}`).withInertia()
    const html: string = props(page).entry.html
    assert.include(html, '<strong>Grassetto</strong>')
    assert.notInclude(html, '<script')
    assert.notInclude(html, '<img')
    assert.include(html, '&lt;script&gt;')
    assert.notInclude(html, 'href="javascript:')
    assert.include(
      html,
      '<a href="https://example.com" rel="noopener noreferrer nofollow">sito</a>'
    )
    ;(await client.get('/changelog/no-such-entry')).assertStatus(404)
    ;(await client.get('/changelog/NOT%20a%20slug')).assertStatus(404)
    const draft = await entry({ state: 'draft', publishedOn: null })
    ;(await client.get(`/changelog/${draft.slug}`)).assertStatus(404)
  })

  test('the Atom feed lists published entries with escaped text', async ({ client, assert }) => {
    await entry({ titleIt: 'Prezzi & <sconti>', bodyIt: 'Testo con "virgolette"' })
    await entry({ state: 'draft', publishedOn: null, titleIt: 'Segreta' })
    const response = await client.get('/changelog/feed.xml')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/atom\+xml/)
    const xml = response.text()
    assert.match(
      xml,
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/
    )
    assert.include(xml, '<title>Prezzi &amp; &lt;sconti&gt;</title>')
    assert.notInclude(xml, 'Segreta')
    assert.equal(xml.split('<entry>').length - 1, 1)
  })

  test('the what-is-new dot shows until the user opens the list or the newest entry', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const dotOn = async () =>
      props(await client.get('/dealer').loginAs(dealer.user).withInertia()).auth.whatsNew
    assert.isFalse(await dotOn())
    const first = await entry()
    await refreshNewestPublished()
    assert.isTrue(await dotOn())
    await client.get(`/changelog/${first.slug}`).loginAs(dealer.user)
    assert.isFalse(await dotOn())
    assert.equal((await User.findOrFail(dealer.user.id)).changelogSeenId, first.id)
    const second = await entry()
    await refreshNewestPublished()
    assert.isTrue(await dotOn())
    /* opening an older entry changes nothing; the list marks the newest as seen */
    await client.get(`/changelog/${first.slug}`).loginAs(dealer.user)
    assert.isTrue(await dotOn())
    await client.get('/changelog').loginAs(dealer.user)
    assert.isFalse(await dotOn())
    assert.equal((await User.findOrFail(dealer.user.id)).changelogSeenId, second.id)
  })
})
