import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Team from '#teams/models/team'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'

const VALID_COMPANY = {
  legalName: 'Rossi Auto S.r.l.',
  vatNumber: '00159560366',
  fiscalCode: '00159560366',
  sdiCode: 'm5uxcr1',
  pec: '',
  street: 'Via Emilia 12',
  cap: '41121',
  city: 'Modena',
  province: 'mo',
  phone: '+39 059 123456',
}

test.group('Teams / main tab', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows the team name and company data', async ({ client }) => {
    const { user, team } = await createUserWithTeam('dealer')
    team.merge({ legalName: 'Rossi Auto S.r.l.', vatNumber: '00159560366' })
    await team.save()
    const response = await client.get(`/teams/${team.id}/main`).loginAs(user).withInertia()
    response.assertInertiaComponent('account/teams/main')
    response.assertInertiaPropsContains({
      team: { id: team.id, name: team.name },
      company: { legalName: 'Rossi Auto S.r.l.', vatNumber: '00159560366' },
    })
  })

  test('an admin renames the team', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const admin = await addMember(team, 'admin')
    const response = await submitAs(client, admin, 'put', `/teams/${team.id}/name`).form({
      name: '  Rossi Auto  ',
    })
    response.assertStatus(302)
    assert.equal(response.header('location'), `/teams/${team.id}/main`)
    assert.equal(response.flashMessages().success, 'Nome del team aggiornato.')
    await team.refresh()
    assert.equal(team.name, 'Rossi Auto')
  })

  test('a name that is empty, too long or 200 KB is a field error', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    for (const name of ['', 'a'.repeat(121), 'ä'.repeat(200 * 1024)]) {
      const response = await submitAs(client, user, 'put', `/teams/${team.id}/name`).form({ name })
      assert.property(flashedFieldErrors(response), 'name')
    }
  })

  test('the owner saves valid company data, normalised', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form(
      VALID_COMPANY
    )
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response), {})
    const fresh = await Team.findOrFail(team.id)
    assert.equal(fresh.legalName, 'Rossi Auto S.r.l.')
    assert.equal(fresh.vatNumber, '00159560366')
    assert.equal(fresh.sdiCode, 'M5UXCR1')
    assert.isNull(fresh.pec)
    assert.equal(fresh.province, 'MO')
    assert.equal(fresh.cap, '41121')
  })

  test('a PEC instead of the SDI code is enough; a personal fiscal code is accepted', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('transporter')
    await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      ...VALID_COMPANY,
      sdiCode: '',
      pec: 'Rossi@PEC.example.test',
      fiscalCode: 'rssmra85t10a562s',
    })
    const fresh = await Team.findOrFail(team.id)
    assert.isNull(fresh.sdiCode)
    assert.equal(fresh.pec, 'rossi@pec.example.test')
    assert.equal(fresh.fiscalCode, 'RSSMRA85T10A562S')
  })

  test('rejects a P.IVA with a wrong check digit and a wrong fiscal code', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer', { withoutCompany: true })
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      ...VALID_COMPANY,
      vatNumber: '00159560367',
      fiscalCode: 'RSSMRA85T10A562T',
    })
    const errors = flashedFieldErrors(response)
    assert.deepEqual(errors.vatNumber, [
      'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta.',
    ])
    assert.deepEqual(errors.fiscalCode, ['Codice fiscale non valido.'])
    assert.isNull((await Team.findOrFail(team.id)).vatNumber)
  })

  test('requires the SDI code or the PEC', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      ...VALID_COMPANY,
      sdiCode: '',
      pec: '',
    })
    assert.deepEqual(flashedFieldErrors(response).sdiCode, [
      'Inserisci il codice destinatario SDI oppure la PEC.',
    ])
  })

  test('rejects a bad SDI code, CAP, province and phone', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      ...VALID_COMPANY,
      sdiCode: 'ABC',
      cap: '4112',
      province: 'XX',
      phone: 'call me',
    })
    const errors = flashedFieldErrors(response)
    assert.properties(errors, ['sdiCode', 'cap', 'province', 'phone'])
    assert.deepEqual(errors.cap, ['Il CAP è di 5 cifre.'])
    assert.deepEqual(errors.province, ['Scegli una provincia italiana.'])
  })

  test('every company field answers a 200 KB value with a field error, never a 500', async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const huge = 'x'.repeat(200 * 1024)
    for (const field of Object.keys(VALID_COMPANY)) {
      const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).json({
        ...VALID_COMPANY,
        [field]: huge,
      })
      response.assertStatus(302)
      assert.property(flashedFieldErrors(response), field, field)
    }
  })

  test('wrong types are field errors', async ({ client, assert }) => {
    const { user, team } = await createUserWithTeam('dealer')
    const response = await submitAs(client, user, 'put', `/teams/${team.id}/company`).json({
      ...VALID_COMPANY,
      legalName: { a: 1 },
      vatNumber: 159560366,
      province: ['MI'],
    })
    response.assertStatus(302)
    assert.properties(flashedFieldErrors(response), ['legalName', 'vatNumber', 'province'])
  })

  test('a member cannot change company data', async ({ client, assert }) => {
    const { team } = await createUserWithTeam('dealer', { withoutCompany: true })
    const member = await addMember(team, 'member')
    const response = await submitAs(client, member, 'put', `/teams/${team.id}/company`).form(
      VALID_COMPANY
    )
    response.assertStatus(302)
    assert.isNull((await Team.findOrFail(team.id)).legalName)
  })
})
