/*
| JSON API for dealers' own systems (/api/v1): bearer tokens (`trp_…`) with
| abilities, created by users under Account → API tokens (/user/api-tokens).
| Errors are JSON `{ errors: [{ message }] }` (app/core/exceptions/handler.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { requireAbility } from '#api/middleware/require_ability'
import { openApiDocument } from '#api/openapi'

const ApiTokensController = () => import('#api/controllers/api_tokens_controller')
const MeController = () => import('#api/controllers/me_controller')

/* Token management pages (signed-in, verified users). */
router
  .group(() => {
    router.get('/user/api-tokens', [ApiTokensController, 'index']).as('api_tokens.index')
    router.post('/user/api-tokens', [ApiTokensController, 'store']).as('api_tokens.store')
    router.delete('/user/api-tokens/:id', [ApiTokensController, 'destroy']).as('api_tokens.destroy')
  })
  .use([middleware.auth(), middleware.verified()])

/* The API itself. */
router
  .group(() => {
    router.get('/me', [MeController, 'show']).use(requireAbility('read')).as('api.v1.me')
  })
  .prefix('/api/v1')
  .use([middleware.apiAuth()])

/* The OpenAPI 3.1 document of /api/v1 (public, no token). */
router
  .get('/api/v1/openapi.json', async ({ response }) => response.ok(await openApiDocument()))
  .as('api.v1.openapi')
