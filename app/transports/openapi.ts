/**
 * The transports part of the API document (/api/v1/transports): exactly
 * what TransportTransformer's `forApi` variant sends, strictly (every key
 * required, no other key allowed). The API contract test validates real
 * answers against the served document.
 */
import {
  authResponses,
  errorResponse,
  idParameter,
  json,
  pageParameter,
  ref,
  type OpenApiFragment,
} from '#core/openapi'
import { TRANSPORT_STATES } from '#transports/domain/state_machine'
import { API_MAX_PER_PAGE, API_PER_PAGE } from '#transports/domain/filters'

/** An object schema with exactly these properties, all required. */
const strict = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
})

const date = { type: ['string', 'null'], format: 'date' }
const text = { type: 'string' }

const placeSummary = strict(
  { city: text, province: text, dateFrom: date, dateTo: date },
  'Town, province and the date window of the place (no street address)'
)

const transport = strict({
  id: { type: 'integer', minimum: 1 },
  reference: text,
  state: { type: 'string', enum: [...TRANSPORT_STATES] },
  pickup: ref('TransportPlace'),
  delivery: ref('TransportPlace'),
  vehicleCount: { type: 'integer', minimum: 0 },
  pickupOn: date,
  deliveryEstimateOn: date,
  trackingUrl: {
    type: 'string',
    format: 'uri-reference',
    description: 'The public tracking page (absolute when the server knows its URL)',
  },
  timeline: {
    type: 'array',
    items: strict({
      type: text,
      fromState: { type: ['string', 'null'] },
      toState: { type: ['string', 'null'] },
      at: { type: 'string', format: 'date-time' },
    }),
  },
})

const pageMeta = strict({
  total: { type: 'integer', minimum: 0 },
  perPage: { type: 'integer', minimum: 1 },
  currentPage: { type: 'integer', minimum: 1 },
  lastPage: { type: 'integer', minimum: 1 },
})

const perPageParameter = {
  name: 'perPage',
  in: 'query',
  description: `Rows per page (default ${API_PER_PAGE})`,
  schema: { type: 'integer', minimum: 1, maximum: API_MAX_PER_PAGE },
}

export async function transportsOpenApi(): Promise<OpenApiFragment> {
  return {
    schemas: {
      Transport: transport,
      TransportPlace: placeSummary,
      TransportPage: strict({
        data: { type: 'array', items: ref('Transport') },
        meta: pageMeta,
      }),
      TransportItem: strict({ data: ref('Transport') }),
    },
    paths: {
      '/transports': {
        get: {
          summary: "The current team's transports, newest first",
          parameters: [pageParameter, perPageParameter],
          responses: {
            '200': { description: 'A page', ...json(ref('TransportPage')) },
            ...authResponses,
          },
        },
      },
      '/transports/{id}': {
        get: {
          summary: 'One transport: state and timeline',
          parameters: [idParameter],
          responses: {
            '200': { description: 'The transport', ...json(ref('TransportItem')) },
            '404': errorResponse('Unknown or of another team'),
            ...authResponses,
          },
        },
      },
    },
  }
}
