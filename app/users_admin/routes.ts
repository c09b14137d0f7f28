/*
| Routes of Admin → Users (issue 14): the dealer and carrier companies, a
| company's page, creating one (its owner invited), verifying, suspending and
| reinstating it, and staff signing in as one of its members for support
| (stopped from any page, outside the admin area).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminCompaniesController = () => import('#users_admin/controllers/admin_companies_controller')
const CompanyCreationController = () =>
  import('#users_admin/controllers/company_creation_controller')
const CompanyStandingController = () =>
  import('#users_admin/controllers/company_standing_controller')
const ImpersonationController = () => import('#users_admin/controllers/impersonation_controller')

router
  .group(() => {
    router.get('/dealers', [AdminCompaniesController, 'dealers']).as('dealers')
    router.get('/transporters', [AdminCompaniesController, 'transporters']).as('transporters')
    router.get('/teams/create', [CompanyCreationController, 'create']).as('teams.create')
    router.post('/teams', [CompanyCreationController, 'store']).as('teams.store')
    router.get('/teams/:id', [AdminCompaniesController, 'show']).as('teams.show')
    router.post('/teams/:id/verify', [CompanyStandingController, 'verify']).as('teams.verify')
    router.post('/teams/:id/suspend', [CompanyStandingController, 'suspend']).as('teams.suspend')
    router
      .post('/teams/:id/reinstate', [CompanyStandingController, 'reinstate'])
      .as('teams.reinstate')
    router
      .post('/teams/:id/members/:memberId/impersonate', [ImpersonationController, 'store'])
      .as('teams.impersonate')
  })
  .prefix('/admin/users')
  .as('admin.users')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router
  .delete('/impersonation', [ImpersonationController, 'destroy'])
  .as('impersonation.destroy')
  .use(middleware.auth())
