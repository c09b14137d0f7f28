import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { wantsNotification } from '#settings/notification_preferences'
import { unsubscribeUrl } from '#notifications/support/urls'
import { createUserWithTeam } from '#tests/helpers/factories'

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

test.group('Notifications / unsubscribe link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the signed link turns that type e-mail off without signing in', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const response = await client
      .get(pathOf(unsubscribeUrl(dealer.user.id, 'quote_ready')))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('site/unsubscribe')
    response.assertInertiaPropsContains({
      done: true,
      email: dealer.user.email,
      type: 'quote_ready',
    })
    assert.isFalse(await wantsNotification(dealer.user.id, 'quote_ready', 'mail'))
    assert.isTrue(await wantsNotification(dealer.user.id, 'quote_ready', 'in_app'))
    assert.isTrue(await wantsNotification(dealer.user.id, 'order_paid', 'mail'))
  })

  test('a tampered link (another user, another type, no signature) is refused, nothing changes', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const victim = await createUserWithTeam('dealer')
    const path = pathOf(unsubscribeUrl(dealer.user.id, 'quote_ready'))
    const otherUser = path.replace(`/${dealer.user.id}/`, `/${victim.user.id}/`)
    const otherType = path.replace('/quote_ready', '/order_paid')
    const unsigned = path.split('?')[0]!
    for (const tampered of [otherUser, otherType, unsigned]) {
      const response = await client.get(tampered).withInertia()
      response.assertStatus(403)
      response.assertInertiaPropsContains({ done: false })
    }
    assert.isTrue(await wantsNotification(victim.user.id, 'quote_ready', 'mail'))
    assert.isTrue(await wantsNotification(dealer.user.id, 'order_paid', 'mail'))
    assert.isTrue(await wantsNotification(dealer.user.id, 'quote_ready', 'mail'))
  })

  test('the page is in English for an English visitor', async ({ client }) => {
    const dealer = await createUserWithTeam('dealer')
    const response = await client
      .get(pathOf(unsubscribeUrl(dealer.user.id, 'quote_ready')))
      .header('Accept-Language', 'en')
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaPropsContains({ locale: 'en' })
  })
})
