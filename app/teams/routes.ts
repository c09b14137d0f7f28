/*
| Team routes (create, switch, show tabs, members, invitations, addresses,
| closing days, notifications, services, delete). Every team URL answers
| 404 to anyone who is not a member of that team.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const NewTeamController = () => import('#teams/controllers/new_team_controller')
const TeamController = () => import('#teams/controllers/team_controller')
const CurrentTeamController = () => import('#teams/controllers/current_team_controller')
const TeamMainController = () => import('#teams/controllers/team_main_controller')
const TeamNameController = () => import('#teams/controllers/team_name_controller')
const CompanyDetailsController = () => import('#teams/controllers/company_details_controller')
const TeamMembersController = () => import('#teams/controllers/team_members_controller')
const TeamMemberController = () => import('#teams/controllers/team_member_controller')
const TeamMembershipController = () => import('#teams/controllers/team_membership_controller')
const TeamOwnershipController = () => import('#teams/controllers/team_ownership_controller')
const TeamInvitationsController = () => import('#teams/controllers/team_invitations_controller')
const InvitationResendsController = () => import('#teams/controllers/invitation_resends_controller')
const InvitationAcceptanceController = () =>
  import('#teams/controllers/invitation_acceptance_controller')
const AddressesController = () => import('#teams/controllers/addresses_controller')
const ClosingDaysController = () => import('#teams/controllers/closing_days_controller')
const NotificationRecipientsController = () =>
  import('#teams/controllers/notification_recipients_controller')
const TeamServicesController = () => import('#teams/controllers/team_services_controller')

router
  .group(() => {
    router.get('/teams/create', [NewTeamController, 'create']).as('teams.create')
    router.post('/teams', [NewTeamController, 'store']).as('teams.store')
    router.put('/current-team', [CurrentTeamController, 'update']).as('teams.current.update')

    router
      .group(() => {
        router.get('/', [TeamController, 'show']).as('show')
        router.delete('/', [TeamController, 'destroy']).as('destroy')

        router.get('/main', [TeamMainController, 'show']).as('main')
        router.put('/name', [TeamNameController, 'update']).as('name.update')
        router.put('/company', [CompanyDetailsController, 'update']).as('company.update')

        router.get('/members', [TeamMembersController, 'show']).as('members')
        router.put('/members/:memberId', [TeamMemberController, 'update']).as('members.update')
        router.delete('/members/:memberId', [TeamMemberController, 'destroy']).as('members.destroy')
        router.delete('/membership', [TeamMembershipController, 'destroy']).as('leave')
        router.put('/owner', [TeamOwnershipController, 'update']).as('owner.update')

        router.post('/invitations', [TeamInvitationsController, 'store']).as('invitations.store')
        router
          .post('/invitations/:invitationId/resend', [InvitationResendsController, 'store'])
          .as('invitations.resend')
        router
          .delete('/invitations/:invitationId', [TeamInvitationsController, 'destroy'])
          .as('invitations.destroy')

        router.get('/addresses', [AddressesController, 'index']).as('addresses')
        router.post('/addresses', [AddressesController, 'store']).as('addresses.store')
        router.put('/addresses/:addressId', [AddressesController, 'update']).as('addresses.update')
        router
          .delete('/addresses/:addressId', [AddressesController, 'destroy'])
          .as('addresses.destroy')

        router.get('/closing-days', [ClosingDaysController, 'index']).as('closing_days')
        router.post('/closing-days', [ClosingDaysController, 'store']).as('closing_days.store')
        router
          .put('/closing-days/:closingDayId', [ClosingDaysController, 'update'])
          .as('closing_days.update')
        router
          .delete('/closing-days/:closingDayId', [ClosingDaysController, 'destroy'])
          .as('closing_days.destroy')

        router
          .get('/notifications', [NotificationRecipientsController, 'index'])
          .as('notifications')
        router
          .post('/notifications/recipients', [NotificationRecipientsController, 'store'])
          .as('recipients.store')
        router
          .put('/notifications/recipients/:recipientId', [
            NotificationRecipientsController,
            'update',
          ])
          .as('recipients.update')
        router
          .delete('/notifications/recipients/:recipientId', [
            NotificationRecipientsController,
            'destroy',
          ])
          .as('recipients.destroy')

        router.get('/services', [TeamServicesController, 'show']).as('services')
        router.put('/services', [TeamServicesController, 'update']).as('services.update')
      })
      .prefix('/teams/:id')
      .as('teams')
  })
  .use([middleware.auth(), middleware.verified()])

/* The link of the invitation e-mail: guests are sent to sign in and come back. */
router
  .get('/team-invitations/:token', [InvitationAcceptanceController, 'show'])
  .as('teams.invitations.accept')
