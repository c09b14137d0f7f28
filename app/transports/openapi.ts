/**
 * The transports part of the API document (/api/v1/transports).
 */
import {
  authResponses,
  dataOf,
  dateSchema,
  errorResponse,
  idParameter,
  json,
  pageOf,
  pageParameter,
  type OpenApiFragment,
} from '#core/openapi'

const placeSummary = {
  type: 'object',
  properties: {
    city: { type: ['string', 'null'] },
    province: { type: ['string', 'null'] },
    dateFrom: dateSchema,
    dateTo: dateSchema,
  },
}

const transport = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string' },
    state: { type: 'string' },
    pickup: placeSummary,
    delivery: placeSummary,
    vehicleCount: { type: 'integer' },
    pickupOn: dateSchema,
    deliveryEstimateOn: dateSchema,
    trackingUrl: { type: ['string', 'null'], format: 'uri' },
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          fromState: { type: ['string', 'null'] },
          toState: { type: ['string', 'null'] },
          at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
}

export async function transportsOpenApi(): Promise<OpenApiFragment> {
  return {
    schemas: { Transport: transport },
    paths: {
      '/transports': {
        get: {
          summary: "The current team's transports",
          parameters: [pageParameter],
          responses: {
            '200': { description: 'A page', ...json(pageOf('Transport')) },
            ...authResponses,
          },
        },
      },
      '/transports/{id}': {
        get: {
          summary: 'One transport: state and timeline',
          parameters: [idParameter],
          responses: {
            '200': { description: 'The transport', ...json(dataOf('Transport')) },
            '404': errorResponse('Unknown or of another team'),
            ...authResponses,
          },
        },
      },
    },
  }
}
