import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { mkdir, writeFile } from 'node:fs/promises'
import Conversation from '#chat/models/conversation'
import ChatMessage from '#chat/models/chat_message'
import ChatAttachment from '#chat/models/chat_attachment'
import { canListenToChat } from '#chat/channels'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { countQueries } from '#tests/helpers/query_counter'

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'chat')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

async function fixture(name: string, contents: Buffer | string) {
  await mkdir(FIXTURES, { recursive: true })
  const path = `${FIXTURES}/${name}`
  await writeFile(path, contents)
  return path
}

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

function send(client: any, user: any, url: string, body: string, files: string[] = []) {
  let request = client.post(url).field('body', body)
  for (const path of files) request = request.file('files[]', path)
  return request.withCsrfToken().loginAs(user).redirects(0)
}

async function counts() {
  return {
    conversations: Number((await db.from('chat_conversations').count('* as n'))[0].n),
    messages: Number((await db.from('chat_messages').count('* as n'))[0].n),
    attachments: Number((await db.from('chat_attachments').count('* as n'))[0].n),
  }
}

/** A dealer with a transport, a staff member, and the dealer's conversation about it. */
async function setup() {
  const dealer = await createDealerTransport()
  const staff = await createStaff()
  const opened = await submitAs(client0!, dealer.user, 'post', '/dealer/chat').form({
    transportId: String(dealer.transport.id),
  })
  const conversation = await Conversation.query().where('team_id', dealer.team.id).firstOrFail()
  return { dealer, staff, conversation, opened }
}

let client0: any = null

test.group('Chat / conversations and who sees them', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })

  test('a dealer opens the conversation about its transport once; staff see it', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { dealer, staff, conversation, opened } = await setup()
    opened.assertStatus(302)
    opened.assertHeader('location', `/dealer/chat/${conversation.id}`)
    assert.equal(conversation.transportId, dealer.transport.id)
    const again = await submitAs(client, dealer.user, 'post', '/dealer/chat').form({
      transportId: String(dealer.transport.id),
    })
    again.assertHeader('location', `/dealer/chat/${conversation.id}`)
    assert.equal((await counts()).conversations, 1)

    const page = await client
      .get(`/dealer/chat/${conversation.id}`)
      .loginAs(dealer.user)
      .withInertia()
    page.assertStatus(200)
    assert.equal(props(page).conversation.transportReference, dealer.transport.reference)
    assert.equal(props(page).channel, `chats/${conversation.id}`)

    const list = await client.get('/admin/chat').loginAs(staff.user).withInertia()
    list.assertStatus(200)
    assert.deepEqual(
      props(list).conversations.data.map((row: any) => row.id),
      [conversation.id]
    )
    const show = await client
      .get(`/admin/chat/${conversation.id}`)
      .loginAs(staff.user)
      .withInertia()
    show.assertStatus(200)
    assert.equal(props(show).conversation.teamName, dealer.team.name)
  })

  test('another team: its conversation is a 404 (page, message, file) and nothing is written', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { conversation } = await setup()
    const other = await createUserWithTeam('dealer')
    const before = await counts()
    ;(await client.get(`/dealer/chat/${conversation.id}`).loginAs(other.user)).assertStatus(404)
    ;(
      await send(client, other.user, `/dealer/chat/${conversation.id}/messages`, 'Ciao')
    ).assertStatus(404)
    ;(
      await client.get(`/dealer/chat/${conversation.id}/attachments/1`).loginAs(other.user)
    ).assertStatus(404)
    const list = await client.get('/dealer/chat').loginAs(other.user).withInertia()
    assert.lengthOf(props(list).conversations.data, 0)
    assert.deepEqual(await counts(), before)
  })

  test('a transport of another team cannot carry a conversation (dealer, carrier, staff)', async ({
    client,
    assert,
  }) => {
    const foreign = await createDealerTransport()
    const dealer = await createUserWithTeam('dealer')
    const carrier = await createTransporter()
    const staff = await createStaff()
    ;(
      await submitAs(client, dealer.user, 'post', '/dealer/chat').form({
        transportId: String(foreign.transport.id),
      })
    ).assertStatus(404)
    ;(
      await submitAs(client, carrier.user, 'post', '/transporter/chat').form({
        transportId: String(foreign.transport.id),
      })
    ).assertStatus(404)
    ;(
      await submitAs(client, staff.user, 'post', '/admin/chat').form({
        teamId: String(dealer.team.id),
        transportId: String(foreign.transport.id),
      })
    ).assertStatus(404)
    assert.equal((await counts()).conversations, 0)
  })

  test('the carrier assigned to a transport talks about it; its drivers have no chat', async ({
    client,
    assert,
  }) => {
    const carrier = await createTransporter()
    const driver = await addMember(carrier.team, 'driver')
    const { transport } = await createDealerTransport({
      state: 'assigned',
      transporterTeamId: carrier.team.id,
    })
    const opened = await submitAs(client, carrier.user, 'post', '/transporter/chat').form({
      transportId: String(transport.id),
    })
    const conversation = await Conversation.query().where('team_id', carrier.team.id).firstOrFail()
    opened.assertHeader('location', `/transporter/chat/${conversation.id}`)
    ;(await client.get('/transporter/chat').loginAs(driver)).assertStatus(403)
    ;(await client.get(`/transporter/chat/${conversation.id}`).loginAs(driver)).assertStatus(403)
    /* a refused form goes back with the reason */
    ;(
      await send(client, driver, `/transporter/chat/${conversation.id}/messages`, 'Ciao')
    ).assertStatus(302)
    ;(
      await submitAs(client, driver, 'post', '/transporter/chat').form({
        transportId: String(transport.id),
      })
    ).assertStatus(302)
    assert.equal((await counts()).conversations, 1)
    assert.equal((await counts()).messages, 0)
    assert.isTrue(await canListenToChat(carrier.user.id, conversation.id))
    assert.isFalse(await canListenToChat(driver.id, conversation.id))
  })

  test('the live channel: staff and the team, not another team', async ({ client, assert }) => {
    client0 = client
    const { dealer, staff, conversation } = await setup()
    const other = await createUserWithTeam('dealer')
    assert.isTrue(await canListenToChat(staff.user.id, conversation.id))
    assert.isTrue(await canListenToChat(dealer.user.id, conversation.id))
    assert.isFalse(await canListenToChat(other.user.id, conversation.id))
  })
})

test.group('Chat / messages, files, unread, assignment', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      await rollback()
    }
  })

  test('a message with a file: stored, streamed to staff after the policy, broadcast live', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { dealer, staff, conversation } = await setup()
    const photo = await fixture('foto.png', PNG)
    const captured = captureBroadcasts()
    let response
    try {
      response = await send(
        client,
        dealer.user,
        `/dealer/chat/${conversation.id}/messages`,
        'Il ritiro è confermato?',
        [photo]
      )
    } finally {
      captured.restore()
    }
    response.assertStatus(302)
    response.assertHeader('location', `/dealer/chat/${conversation.id}`)
    const message = await ChatMessage.query()
      .where('conversation_id', conversation.id)
      .firstOrFail()
    assert.equal(message.side, 'team')
    assert.equal(message.body, 'Il ritiro è confermato?')
    const file = await ChatAttachment.findByOrFail('message_id', message.id)
    assert.equal(file.mimeType, 'image/png')
    assert.match(file.storageKey, new RegExp(`^chat/${conversation.id}/[0-9a-f]{32}\\.png$`))
    assert.isTrue(await drive.use().exists(file.storageKey))

    const live = captured.calls.find(([channel]) => channel === `chats/${conversation.id}`)
    assert.deepInclude(live![1], {
      type: 'chat.message',
      conversationId: conversation.id,
      messageId: message.id,
    })
    const staffTeam = captured.calls.find(([channel]) => channel === `teams/${staff.team.id}`)
    assert.deepInclude(staffTeam![1], { type: 'chat.unread', conversationId: conversation.id })
    assert.isUndefined(captured.calls.find(([channel]) => channel === `teams/${dealer.team.id}`))

    const download = await client
      .get(`/admin/chat/${conversation.id}/attachments/${file.id}`)
      .loginAs(staff.user)
    download.assertStatus(200)
    download.assertHeader('content-type', 'image/png')
    const page = await client
      .get(`/admin/chat/${conversation.id}`)
      .loginAs(staff.user)
      .withInertia()
    const shown = props(page).messages[0]
    assert.equal(shown.attachments[0].fileName, 'foto.png')
    assert.notProperty(shown.attachments[0], 'storageKey')

    const captured2 = captureBroadcasts()
    try {
      await send(
        client,
        staff.user,
        `/admin/chat/${conversation.id}/messages`,
        'Sì, domani alle 9.'
      )
    } finally {
      captured2.restore()
    }
    assert.isDefined(captured2.calls.find(([channel]) => channel === `teams/${dealer.team.id}`))
  })

  test('refused messages: empty, too long, four files, a file whose content lies; nothing written', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { dealer, conversation } = await setup()
    const url = `/dealer/chat/${conversation.id}/messages`
    const fake = await fixture('finto.png', 'non sono una immagine')
    const photo = await fixture('vera.png', PNG)
    const before = await counts()
    ;(await send(client, dealer.user, url, '   ')).assertStatus(302)
    ;(await send(client, dealer.user, url, 'x'.repeat(4001))).assertStatus(302)
    ;(await send(client, dealer.user, url, 'quattro', [photo, photo, photo, photo])).assertStatus(
      302
    )
    const lying = await send(client, dealer.user, url, 'finto', [fake])
    lying.assertStatus(302)
    assert.deepEqual(await counts(), before)
    assert.lengthOf(
      await drive
        .use()
        .listAll('chat/')
        .then((list) => [...list.objects]),
      0
    )
  })

  test('unread counts per reader: the list, the badge, opening the conversation reads it', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { dealer, staff, conversation } = await setup()
    const url = `/admin/chat/${conversation.id}/messages`
    await send(client, staff.user, url, 'Primo')
    await send(client, staff.user, url, 'Secondo')
    const list = await client.get('/dealer/chat').loginAs(dealer.user).withInertia()
    assert.equal(props(list).conversations.data[0].unread, 2)
    const badge = await client.get('/chat/unread').loginAs(dealer.user)
    assert.deepEqual(badge.body(), { count: 1 })
    /* staff wrote them: nothing unread for staff */
    assert.deepEqual((await client.get('/chat/unread').loginAs(staff.user)).body(), { count: 0 })

    await client.get(`/dealer/chat/${conversation.id}`).loginAs(dealer.user).withInertia()
    const after = await client.get('/dealer/chat').loginAs(dealer.user).withInertia()
    assert.equal(props(after).conversations.data[0].unread, 0)
    assert.deepEqual((await client.get('/chat/unread').loginAs(dealer.user)).body(), { count: 0 })

    await send(client, dealer.user, `/dealer/chat/${conversation.id}/messages`, 'Grazie')
    const staffList = await client.get('/admin/chat?unread=1').loginAs(staff.user).withInertia()
    assert.equal(props(staffList).conversations.data[0].unread, 1)
    assert.deepEqual((await client.get('/chat/unread').loginAs(staff.user)).body(), { count: 1 })
    const driver = await addMember((await createTransporter()).team, 'driver')
    assert.deepEqual((await client.get('/chat/unread').loginAs(driver)).body(), { count: null })
  })

  test('assignment: staff choose who handles it; filters by handler, team, unread', async ({
    client,
    assert,
  }) => {
    client0 = client
    const { dealer, staff, conversation } = await setup()
    const colleague = await addMember(staff.team, 'member')
    const other = await createDealerTransport()
    await submitAs(client, other.user, 'post', '/dealer/chat').form({
      transportId: String(other.transport.id),
    })
    const assign = await submitAs(
      client,
      staff.user,
      'put',
      `/admin/chat/${conversation.id}/assignment`
    ).form({
      assignedUserId: String(colleague.id),
    })
    assign.assertStatus(302)
    await conversation.refresh()
    assert.equal(conversation.assignedUserId, colleague.id)

    const ids = async (user: any, qs: string) =>
      props(
        await client.get(`/admin/chat${qs}`).loginAs(user).withInertia()
      ).conversations.data.map((row: any) => row.id)
    assert.deepEqual(await ids(colleague, '?assigned=me'), [conversation.id])
    assert.notInclude(await ids(staff.user, '?assigned=none'), conversation.id)
    assert.lengthOf(await ids(staff.user, '?assigned=none'), 1)
    assert.deepEqual(await ids(staff.user, `?teamId=${dealer.team.id}`), [conversation.id])
    assert.deepEqual(await ids(staff.user, `?transportId=${dealer.transport.id}`), [
      conversation.id,
    ])

    /* a dealer is not staff: refused, unchanged */
    const refused = await submitAs(
      client,
      staff.user,
      'put',
      `/admin/chat/${conversation.id}/assignment`
    ).form({
      assignedUserId: String(dealer.user.id),
    })
    refused.assertStatus(302)
    await conversation.refresh()
    assert.equal(conversation.assignedUserId, colleague.id)
    ;(
      await submitAs(client, dealer.user, 'put', `/admin/chat/${conversation.id}/assignment`).form(
        {}
      )
    ).assertStatus(404)
  })

  test('the lists cost the same few queries for 2 conversations or 12', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const make = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const dealer = await createUserWithTeam('dealer')
        const conversation = await Conversation.create({
          teamId: dealer.team.id,
          transportId: null,
          subject: `Domanda ${index}`,
          createdByUserId: dealer.user.id,
          lastMessageAt: (await import('luxon')).DateTime.now(),
        })
        const message = await ChatMessage.create({
          conversationId: conversation.id,
          authorUserId: dealer.user.id,
          side: 'team',
          body: 'Ciao',
        })
        conversation.lastTeamMessageId = message.id
        await conversation.save()
      }
    }
    await make(2)
    const few = await countQueries(() =>
      client.get('/admin/chat').loginAs(staff.user).withInertia()
    )
    await make(10)
    const many = await countQueries(() =>
      client.get('/admin/chat').loginAs(staff.user).withInertia()
    )
    assert.lengthOf(props(many.result).conversations.data, 12)
    assert.equal(many.queries, few.queries)
  })
})
