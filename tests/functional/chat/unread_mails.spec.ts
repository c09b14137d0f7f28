import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Conversation from '#chat/models/conversation'
import ChatMessage from '#chat/models/chat_message'
import UnreadMessageMail from '#chat/mails/unread_message_mail'
import { sendUnreadMails } from '#chat/actions/unread_mails'
import { markRead } from '#chat/actions/conversations'
import { RECURRING_JOBS } from '#start/scheduler'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import type User from '#identity/models/user'

/** The user wants chat messages by e-mail (the default is in-app only). */
async function optIn(user: User) {
  await db.table('notification_preferences').insert({
    user_id: user.id,
    type: 'chat_message',
    channel: 'mail',
    enabled: true,
    created_at: DateTime.now().toSQL({ includeOffset: false }),
  })
}

/** A message written `minutesAgo` minutes ago, as the chat writes it (conversation pointers moved). */
async function write(
  conversation: Conversation,
  author: User,
  side: 'staff' | 'team',
  minutesAgo: number,
  body = 'Il camion arriva alle 9?'
) {
  const message = await ChatMessage.create({
    conversationId: conversation.id,
    authorUserId: author.id,
    side,
    body,
    createdAt: DateTime.now().minus({ minutes: minutesAgo }),
  })
  if (side === 'team') conversation.lastTeamMessageId = message.id
  else conversation.lastStaffMessageId = message.id
  conversation.lastMessageAt = message.createdAt
  await conversation.save()
  return message
}

async function scenario() {
  const dealer = await createUserWithTeam('dealer', { teamName: 'Autosalone Rossi' })
  const staff = await createStaff()
  const conversation = await Conversation.create({
    teamId: dealer.team.id,
    transportId: null,
    subject: 'Fatture',
    createdByUserId: dealer.user.id,
    lastMessageAt: DateTime.now(),
  })
  return { dealer, staff, conversation }
}

const queuedTo = (mails: ReturnType<typeof mail.fake>['mails'], email: string) =>
  mails.queued((m) => m instanceof UnreadMessageMail && m.recipient.email === email)

test.group('Chat / unread e-mails', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      mail.restore()
      await rollback()
    }
  })

  test('scheduled every 5 minutes', ({ assert }) => {
    const job = RECURRING_JOBS.find((entry) => entry.id === 'chat:unread-mails')
    assert.equal(job?.everyMinutes, 5)
  })

  test('unread for 15 minutes: one e-mail per recipient who opted in, in their language, never twice', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { dealer, staff, conversation } = await scenario()
    dealer.user.locale = 'en'
    await dealer.user.save()
    const colleague = await addMember(dealer.team, 'member')
    await optIn(dealer.user)
    await write(conversation, staff.user, 'staff', 20, 'Serve la targa del veicolo.')
    await write(conversation, staff.user, 'staff', 18, 'E il numero di telaio.')

    assert.equal(await sendUnreadMails(), 1)
    const [sent] = queuedTo(mails, dealer.user.email)
    assert.isDefined(sent)
    /* the colleague kept the default (in-app only): no e-mail */
    assert.lengthOf(queuedTo(mails, colleague.email), 0)
    await sent.buildWithContents()
    const message = sent.message
    message.assertSubject('Unread message from Staff')
    message.assertTextIncludes('E il numero di telaio.')
    message.assertTextIncludes(`/dealer/chat/${conversation.id}`)

    /* the next runs, and a later message of the same unread streak: nothing more */
    await write(conversation, staff.user, 'staff', 16, 'Grazie.')
    assert.equal(await sendUnreadMails(), 0)
    assert.equal(await sendUnreadMails(), 0)
    assert.lengthOf(queuedTo(mails, dealer.user.email), 1)

    /* read, then a new message left unread: a new e-mail */
    await markRead(conversation.id, dealer.user.id, conversation.lastStaffMessageId!)
    await write(conversation, staff.user, 'staff', 16, 'Un’altra domanda.')
    assert.equal(await sendUnreadMails(), 1)
    assert.lengthOf(queuedTo(mails, dealer.user.email), 2)
  })

  test('too recent, already read, or the author’s own side: no e-mail', async ({ assert }) => {
    const { mails } = mail.fake()
    const { dealer, staff, conversation } = await scenario()
    await optIn(dealer.user)
    await optIn(staff.user)
    await write(conversation, staff.user, 'staff', 5)
    assert.equal(await sendUnreadMails(), 0)
    const read = await write(conversation, staff.user, 'staff', 30)
    await markRead(conversation.id, dealer.user.id, read.id)
    assert.equal(await sendUnreadMails(), 0)
    assert.lengthOf(mails.queued(), 0)
  })

  test('a team’s message goes to the staff member handling it, in Italian by default', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { dealer, staff, conversation } = await scenario()
    const handler = await addMember(staff.team, 'member')
    await optIn(staff.user)
    await optIn(handler)
    conversation.assignedUserId = handler.id
    await conversation.save()
    await write(conversation, dealer.user, 'team', 20)
    assert.equal(await sendUnreadMails(), 1)
    const [sent] = queuedTo(mails, handler.email)
    await sent.buildWithContents()
    sent.message.assertSubject('Messaggio non letto da Autosalone Rossi')
    sent.message.assertTextIncludes(`/admin/chat/${conversation.id}`)
    assert.lengthOf(queuedTo(mails, staff.user.email), 0)
  })
})
