/*
| Routes of the ratings capability: after a completed transport the dealer
| rates the carrier and the carrier rates the dealer (from each one's
| transport page).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RatingsController = () => import('#ratings/controllers/ratings_controller')

router
  .post('/dealer/transports/:id/rating', [RatingsController, 'store'])
  .as('dealer.transports.rate')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'dealer' })])

router
  .post('/transporter/transports/:id/rating', [RatingsController, 'store'])
  .as('transporter.transports.rate')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'transporter' })])
