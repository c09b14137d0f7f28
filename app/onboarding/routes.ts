/*
| Routes of vetting (issue 10, "who may take work"):
| - the public application (domanda di iscrizione): no account, the private
|   link's token is the only key (an unknown token is a 404);
| - Admin → Onboarding (review, approve, reject) and Admin → Documents (the
|   carriers' new policies and documents to accept or reject);
| - the transporter area's documents page (insurance and other documents).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OnboardingFormsController = () =>
  import('#onboarding/controllers/onboarding_forms_controller')
const OnboardingSavesController = () =>
  import('#onboarding/controllers/onboarding_saves_controller')
const OnboardingDocumentsController = () =>
  import('#onboarding/controllers/onboarding_documents_controller')
const OnboardingSubmissionsController = () =>
  import('#onboarding/controllers/onboarding_submissions_controller')
const AdminApplicationsController = () =>
  import('#onboarding/controllers/admin_applications_controller')
const ApplicationDecisionsController = () =>
  import('#onboarding/controllers/application_decisions_controller')
const AdminTeamDocumentsController = () =>
  import('#onboarding/controllers/admin_team_documents_controller')
const TeamDocumentsController = () => import('#onboarding/controllers/team_documents_controller')

router
  .group(() => {
    router.get('/create', [OnboardingFormsController, 'create']).as('create')
    router.post('/', [OnboardingSavesController, 'store']).as('store')
    router.get('/:token', [OnboardingSubmissionsController, 'show']).as('show')
    router.get('/:token/edit', [OnboardingFormsController, 'edit']).as('edit')
    router
      .put('/:token/:step', [OnboardingSavesController, 'update'])
      .where('step', /^(company|insurance|fleet)$/)
      .as('update')
    router.post('/:token/documents', [OnboardingDocumentsController, 'store']).as('documents.store')
    router
      .get('/:token/documents/:documentId', [OnboardingDocumentsController, 'show'])
      .as('documents.show')
    router
      .delete('/:token/documents/:documentId', [OnboardingDocumentsController, 'destroy'])
      .as('documents.destroy')
    router.post('/:token/submit', [OnboardingSubmissionsController, 'store']).as('submit')
    router.get('/:token/thank-you', [OnboardingSubmissionsController, 'thankYou']).as('thank_you')
  })
  .prefix('/onboarding')
  .as('onboarding')

router
  .group(() => {
    router.get('/onboarding', [AdminApplicationsController, 'index']).as('onboarding.index')
    router.get('/onboarding/:id', [AdminApplicationsController, 'show']).as('onboarding.show')
    router
      .get('/onboarding/:id/documents/:documentId', [AdminApplicationsController, 'download'])
      .as('onboarding.documents.show')
    router
      .post('/onboarding/:id/approve', [ApplicationDecisionsController, 'approve'])
      .as('onboarding.approve')
    router
      .post('/onboarding/:id/reject', [ApplicationDecisionsController, 'reject'])
      .as('onboarding.reject')
    router.get('/documents', [AdminTeamDocumentsController, 'index']).as('team_documents.index')
    router
      .put('/documents/:id', [AdminTeamDocumentsController, 'update'])
      .as('team_documents.review')
    router
      .get('/documents/:id/file', [AdminTeamDocumentsController, 'download'])
      .as('team_documents.show')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])

router
  .group(() => {
    router.get('/documents', [TeamDocumentsController, 'index']).as('index')
    router.post('/documents', [TeamDocumentsController, 'store']).as('store')
    router.get('/documents/:id/file', [TeamDocumentsController, 'download']).as('show')
  })
  .prefix('/transporter')
  .as('transporter.documents')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])
