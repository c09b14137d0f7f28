/*
| Routes of the chat: Admin → Chat (every conversation, filters, assignment,
| "Message the team" from a transport), and Messages in the dealer's and
| carrier's areas (their team's conversations with staff). One conversation
| page per area; files are streamed after the policy.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import './channels.js'

const ChatController = () => import('#chat/controllers/chat_controller')
const AdminChatController = () => import('#chat/controllers/admin_chat_controller')

router
  .group(() => {
    router.get('/chat', [AdminChatController, 'index']).as('index')
    router.post('/chat', [AdminChatController, 'open']).as('open')
    router.get('/chat/:id', [ChatController, 'show']).as('show')
    router.put('/chat/:id/assignment', [AdminChatController, 'assign']).as('assign')
    router.post('/chat/:id/messages', [ChatController, 'message']).as('messages.store')
    router
      .get('/chat/:id/attachments/:attachmentId', [ChatController, 'attachment'])
      .as('attachment')
  })
  .prefix('/admin')
  .as('admin.chat')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

for (const area of ['dealer', 'transporter'] as const) {
  router
    .group(() => {
      router.get('/chat', [ChatController, 'index']).as('index')
      router.post('/chat', [ChatController, 'open']).as('open')
      router.get('/chat/:id', [ChatController, 'show']).as('show')
      router.post('/chat/:id/messages', [ChatController, 'message']).as('messages.store')
      router
        .get('/chat/:id/attachments/:attachmentId', [ChatController, 'attachment'])
        .as('attachment')
    })
    .prefix(`/${area}`)
    .as(`${area}.chat`)
    .use([middleware.auth(), middleware.verified(), middleware.area({ area })])
}

const ChatBadgeController = () => import('#chat/controllers/chat_badge_controller')

/* The menu badge (JSON): how many conversations have unread messages for the caller. */
router
  .get('/chat/unread', [ChatBadgeController, 'show'])
  .as('chat.unread')
  .use([middleware.auth(), middleware.verified()])
