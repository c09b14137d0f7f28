import { test } from '@japa/runner'
import { collectErrors, italianBrowser, signIn } from '#tests/browser/helpers'

/**
 * Paying by bank transfer in a real Chromium against the demo data: the
 * second demo dealer (its quote waits in the cart) chooses "Bonifico
 * bancario", lands on the waiting order with the platform's IBAN, the amount
 * and the payment reference; staff, in a second browser context, mark the
 * whole amount received on the admin order page; the order is paid.
 */
test.group('Browser: bank transfer journey', () => {
  test('dealer orders by bank transfer, staff mark it received, the order is paid', async ({
    visit,
    browser,
    browserContext,
    assert,
  }) => {
    await italianBrowser(browserContext)
    const dealer = await visit('/login')
    const dealerErrors = collectErrors(dealer)
    await signIn(dealer, 'dealer2@example.com', '/dealer')
    await dealer.goto(new URL('/dealer/cart', dealer.url()).href)
    await dealer.getByRole('combobox', { name: 'Metodo di pagamento' }).click()
    await dealer.getByRole('option', { name: 'Bonifico bancario' }).click()
    await dealer.getByRole('button', { name: 'Ordina e paga con bonifico' }).click()
    const confirm = dealer.getByRole('dialog', { name: 'Ordinare e pagare con bonifico?' })
    await confirm.waitFor({ state: 'visible' })
    await confirm.getByRole('button', { name: 'Ordina e paga con bonifico' }).click()

    await dealer.waitForURL((url) => /^\/dealer\/orders\/\d+$/.test(url.pathname), {
      timeout: 15000,
    })
    await dealer.getByText('Paga con bonifico bancario').waitFor({ state: 'visible' })
    assert.equal(
      await dealer.getByTestId('transfer-iban').textContent(),
      'IT60X0542811101000000123456'
    )
    assert.match(
      (await dealer.getByTestId('transfer-reference').textContent()) ?? '',
      /^BON-\d{4}-\d{6}-\d{2}$/
    )
    const amount = ((await dealer.getByTestId('transfer-amount').textContent()) ?? '')
      .replace(/[^\d.,]/g, '')
      .trim()
    assert.match(amount, /^\d{1,3}(\.\d{3})*,\d{2}$/)
    assert.equal(await dealer.locator('main a[href^="/dealer/transports/"]').count(), 0)
    const orderPath = new URL(dealer.url()).pathname.replace('/dealer/', '/admin/')

    const adminContext = await browser.newContext()
    try {
      await italianBrowser(adminContext)
      const admin = await adminContext.newPage()
      const adminErrors = collectErrors(admin)
      await admin.goto(new URL('/login', dealer.url()).href)
      await signIn(admin, 'admin@example.com', '/admin')
      await admin.goto(new URL(orderPath, dealer.url()).href)
      await admin.getByLabel('Importo ricevuto (€)').fill(amount)
      await admin.getByRole('button', { name: 'Segna bonifico ricevuto' }).click()
      const dialog = admin.getByRole('dialog', { name: 'Segna bonifico ricevuto' })
      await dialog.waitFor({ state: 'visible' })
      await dialog.getByRole('button', { name: 'Segna bonifico ricevuto' }).click()
      await admin.getByText(/^Bonifico registrato: ordine .+ pagato/).waitFor({ state: 'visible' })
      await admin
        .locator('main a[href^="/admin/transports/"]')
        .first()
        .waitFor({ state: 'visible' })
      assert.deepEqual(adminErrors, [])
    } finally {
      await adminContext.close()
    }

    await dealer.reload()
    await dealer
      .locator('main a[href^="/dealer/transports/"]')
      .first()
      .waitFor({ state: 'visible' })
    assert.equal(await dealer.getByText('Paga con bonifico bancario').count(), 0)
    assert.deepEqual(dealerErrors, [])
  }).timeout(120000)
})
