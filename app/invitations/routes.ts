/*
| Routes of Admin → Invitations: staff see every team's and every private
| session's invitations in one list and resend or revoke them through the
| teams' and the marketplace's own actions.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminInvitationsController = () =>
  import('#invitations/controllers/admin_invitations_controller')
const AdminTeamInvitationsController = () =>
  import('#invitations/controllers/admin_team_invitations_controller')
const AdminSessionInvitationsController = () =>
  import('#invitations/controllers/admin_session_invitations_controller')

router
  .group(() => {
    router.get('/invitations', [AdminInvitationsController, 'index']).as('index')
    router
      .post('/invitations/team/:invitationId/resend', [AdminTeamInvitationsController, 'resend'])
      .as('team.resend')
    router
      .delete('/invitations/team/:invitationId', [AdminTeamInvitationsController, 'destroy'])
      .as('team.destroy')
    router
      .post('/invitations/session/:invitationId/resend', [
        AdminSessionInvitationsController,
        'resend',
      ])
      .as('session.resend')
    router
      .delete('/invitations/session/:invitationId', [AdminSessionInvitationsController, 'destroy'])
      .as('session.destroy')
  })
  .prefix('/admin')
  .as('admin.invitations')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
