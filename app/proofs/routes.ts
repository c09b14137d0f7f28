/*
| Routes of the proofs capability (issue 11, electronic POD): the driver's
| proof page of each stop in the transporter area (photos uploaded one by
| one, then the submission), the proof photos streamed to the three areas
| after the policy, and the referents' public withdrawal / delivery pages
| reached through a one-time link.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DriverProofsController = () => import('#proofs/controllers/driver_proofs_controller')
const ProofPhotosController = () => import('#proofs/controllers/proof_photos_controller')
const ReferentProofsController = () => import('#proofs/controllers/referent_proofs_controller')
const ProofAnnotationsController = () => import('#proofs/controllers/proof_annotations_controller')

const STAGE = /^(pickup|delivery)$/
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

router
  .group(() => {
    router.get('/transports/:id/:stage', [DriverProofsController, 'show']).as('show')
    router.post('/transports/:id/:stage', [DriverProofsController, 'submit']).as('submit')
    router
      .post('/transports/:id/:stage/photos', [DriverProofsController, 'storePhoto'])
      .as('photos.store')
    router.get('/transports/:id/proof-photos/:photoId', [ProofPhotosController, 'show']).as('photo')
  })
  .prefix('/transporter')
  .as('transporter.proofs')
  .where('stage', STAGE)
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])

/* a note on a submitted proof, in each area (the proof itself is never edited) */
for (const area of ['dealer', 'transporter', 'admin'] as const) {
  router
    .post(`/${area}/transports/:id/proofs/:proofId/annotations`, [
      ProofAnnotationsController,
      'store',
    ])
    .as(`${area}.proofs.annotate`)
    .use([middleware.auth(), middleware.verified(), middleware.area({ area })])
}

for (const area of ['dealer', 'admin'] as const) {
  router
    .get(`/${area}/transports/:id/proof-photos/:photoId`, [ProofPhotosController, 'show'])
    .as(`${area}.proofs.photo`)
    .use([middleware.auth(), middleware.verified(), middleware.area({ area })])
}

for (const [path, name] of [
  ['withdrawal', 'withdrawal'],
  ['delivery', 'delivery'],
] as const) {
  router
    .group(() => {
      router.get(`/${path}/:token`, [ReferentProofsController, 'show']).as('show')
      router.post(`/${path}/:token`, [ReferentProofsController, 'answer']).as('answer')
      router.get(`/${path}/:token/photos/:photoId`, [ReferentProofsController, 'photo']).as('photo')
    })
    .as(`proofs.${name}`)
    .where('token', TOKEN)
}
