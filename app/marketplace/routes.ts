/*
| Routes of the marketplace: the transporter area's list of the transports a
| carrier may take, one transport, buy-now and bids (the team's list, offer,
| withdraw), the team's invitations to private sessions and a session's page
| (bid while it runs); staff accept a bid from the admin transport page and
| run private sessions (create, edit before the start, invite, close early).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import './channels.js'

const MarketplaceController = () => import('#marketplace/controllers/marketplace_controller')
const BuyNowController = () => import('#marketplace/controllers/buy_now_controller')
const BidsController = () => import('#marketplace/controllers/bids_controller')
const SavedSearchesController = () => import('#marketplace/controllers/saved_searches_controller')
const AdminBidsController = () => import('#marketplace/controllers/admin_bids_controller')
const AdminPrivateSessionsController = () =>
  import('#marketplace/controllers/admin_private_sessions_controller')
const AdminSessionInvitationsController = () =>
  import('#marketplace/controllers/admin_session_invitations_controller')
const InvitesController = () => import('#marketplace/controllers/invites_controller')
const AdminBuyNowController = () => import('#marketplace/controllers/admin_buy_now_controller')
const CarrierSessionsController = () =>
  import('#marketplace/controllers/carrier_sessions_controller')

router
  .group(() => {
    router.get('/marketplace', [MarketplaceController, 'index']).as('index')
    router.post('/marketplace/searches', [SavedSearchesController, 'store']).as('searches.store')
    router
      .delete('/marketplace/searches/:searchId', [SavedSearchesController, 'destroy'])
      .as('searches.destroy')
    router.get('/marketplace/:id', [MarketplaceController, 'show']).as('show')
    router.post('/marketplace/:id/buy', [BuyNowController, 'store']).as('buy')
    router.post('/marketplace/:id/bids', [BidsController, 'store']).as('bids.store')
  })
  .prefix('/transporter')
  .as('transporter.marketplace')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

router
  .group(() => {
    router.get('/bids', [BidsController, 'index']).as('index')
    router.delete('/bids/:bidId', [BidsController, 'destroy']).as('destroy')
  })
  .prefix('/transporter')
  .as('transporter.bids')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

router
  .group(() => {
    router.get('/invites', [InvitesController, 'index']).as('invites.index')
    router.post('/invites/:invitationId/accept', [InvitesController, 'accept']).as('invites.accept')
    router
      .post('/invites/:invitationId/decline', [InvitesController, 'decline'])
      .as('invites.decline')
    router.get('/sessions/:id', [CarrierSessionsController, 'show']).as('sessions.show')
    router
      .post('/sessions/:id/transports/:transportId/bids', [CarrierSessionsController, 'bid'])
      .as('sessions.bid')
  })
  .prefix('/transporter')
  .as('transporter')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

router
  .group(() => {
    router
      .post('/transports/:id/bids/:bidId/accept', [AdminBidsController, 'accept'])
      .as('transports.bids.accept')
    router.get('/buy-now', [AdminBuyNowController, 'index']).as('buy_now.index')
    router.put('/buy-now/:id/payout', [AdminBuyNowController, 'updatePayout']).as('buy_now.payout')
    router.get('/sessions', [AdminPrivateSessionsController, 'index']).as('sessions.index')
    router.get('/sessions/create', [AdminPrivateSessionsController, 'create']).as('sessions.create')
    router.post('/sessions', [AdminPrivateSessionsController, 'store']).as('sessions.store')
    router.get('/sessions/:id', [AdminPrivateSessionsController, 'show']).as('sessions.show')
    router.put('/sessions/:id', [AdminPrivateSessionsController, 'update']).as('sessions.update')
    router
      .post('/sessions/:id/invitations', [AdminSessionInvitationsController, 'store'])
      .as('sessions.invitations.store')
    router
      .post('/sessions/:id/invitations/:invitationId/resend', [
        AdminSessionInvitationsController,
        'resend',
      ])
      .as('sessions.invitations.resend')
    router
      .delete('/sessions/:id/invitations/:invitationId', [
        AdminSessionInvitationsController,
        'destroy',
      ])
      .as('sessions.invitations.destroy')
    router
      .post('/sessions/:id/close', [AdminSessionInvitationsController, 'close'])
      .as('sessions.close')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
