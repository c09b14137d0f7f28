/**
 * The OpenAPI 3.1 document of the JSON API (/api/v1), served at
 * GET /api/v1/openapi.json without a token: the common parts here, each
 * capability's paths and schemas from its own `openapi.ts` fragment.
 */
import {
  authResponses,
  dataOf,
  json,
  nullable,
  strictObject,
  type OpenApiFragment,
} from '#core/openapi'
import { TEAM_KINDS, TEAM_ROLES } from '#teams/domain/team_roles'
import { requestsOpenApi } from '#requests/openapi'
import { transportsOpenApi } from '#transports/openapi'

const error = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          field: { type: 'string' },
          message: { type: 'string' },
          rule: { type: 'string' },
        },
      },
    },
  },
}

const meta = strictObject({
  total: { type: 'integer' },
  perPage: { type: 'integer' },
  currentPage: { type: 'integer' },
  lastPage: { type: 'integer' },
})

/** GET /me: the token's user and current team (MeTransformer). */
const meFragment: OpenApiFragment = {
  schemas: {
    Me: strictObject({
      id: { type: 'integer' },
      fullName: { type: 'string' },
      email: { type: 'string', format: 'email' },
      locale: { type: ['string', 'null'], description: 'it or en; null until chosen' },
      currentTeam: nullable(
        strictObject({
          id: { type: 'integer' },
          name: { type: 'string' },
          kind: { type: 'string', enum: [...TEAM_KINDS] },
          role: { type: 'string', enum: [...TEAM_ROLES] },
        })
      ),
    }),
  },
  paths: {
    '/me': {
      get: {
        summary: "The token's user and current team",
        responses: {
          '200': { description: 'The user', ...json(dataOf('Me')) },
          ...authResponses,
        },
      },
    },
  },
}

export async function openApiDocument() {
  const fragments = [meFragment, await requestsOpenApi(), await transportsOpenApi()]
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trasporti API',
      version: '1.0.0',
      description:
        "JSON API for dealers' own systems. Bearer tokens (trp_…) created under Account → API tokens, with abilities read/create. Money is integer euro cents. Lists are paginated: { data, meta }.",
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.assign(
        { Error: error, Meta: meta },
        ...fragments.map((fragment) => fragment.schemas)
      ),
    },
    paths: Object.assign({}, ...fragments.map((fragment) => fragment.paths)),
  }
}
