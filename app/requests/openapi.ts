/**
 * The transport-requests part of the API document (/api/v1/transport-requests).
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
  ref,
  type OpenApiFragment,
} from '#core/openapi'

const placeInput = {
  type: 'object',
  required: [
    'street',
    'cap',
    'city',
    'province',
    'referentName',
    'referentPhone',
    'dateFrom',
    'dateTo',
  ],
  properties: {
    source: {
      type: 'string',
      enum: ['address', 'supplier', 'new'],
      description: 'supplier only for pickup',
    },
    addressId: { type: 'integer', description: "one of the team's addresses (source=address)" },
    supplierId: {
      type: 'integer',
      description: "one of the team's suppliers (pickup, source=supplier)",
    },
    street: { type: 'string', maxLength: 200 },
    cap: { type: 'string', pattern: '^\\d{5}$' },
    city: { type: 'string', maxLength: 100 },
    province: { type: 'string', description: 'Italian province code, e.g. MI', maxLength: 2 },
    referentName: { type: 'string', maxLength: 120 },
    referentPhone: { type: 'string', maxLength: 30 },
    referentEmail: { type: 'string', format: 'email', maxLength: 254 },
    dateFrom: {
      type: 'string',
      format: 'date',
      description: 'a working day, not a closing day, today or later',
    },
    dateTo: { type: 'string', format: 'date' },
  },
}

const vehicleInput = {
  type: 'object',
  required: ['category', 'make', 'model', 'declaredValue'],
  properties: {
    category: { type: 'string', enum: ['city_car', 'car', 'suv', 'van', 'luxury', 'motorcycle'] },
    make: { type: 'string', maxLength: 80 },
    model: { type: 'string', maxLength: 80 },
    plate: {
      type: 'string',
      description: 'Italian plate (AB123CD) unless foreignPlate; plate or vin required',
    },
    foreignPlate: { type: 'boolean' },
    vin: { type: 'string', description: '17 characters without I, O, Q' },
    running: { type: 'boolean', default: true },
    declaredValue: {
      type: ['number', 'string'],
      description: 'euro, at most 2 decimals ("12.345,67" accepted)',
    },
  },
}

const quote = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    state: { type: 'string', enum: ['valid', 'expired', 'superseded', 'ordered'] },
    manual: { type: 'boolean' },
    netCents: { type: 'integer' },
    vatCents: { type: 'integer' },
    grossCents: { type: 'integer' },
    breakdown: {
      type: 'object',
      description: 'distanceKm, lines [{kind, vehicleIndex, amountCents, detail}], totals',
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
}

const requestStates = ['draft', 'submitted', 'quoted', 'expired', 'ordered', 'cancelled']

const placeSummary = {
  type: 'object',
  properties: {
    city: { type: ['string', 'null'] },
    province: { type: ['string', 'null'] },
    dateFrom: dateSchema,
    dateTo: dateSchema,
  },
}

const transportRequestRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string', examples: ['TR-2026-000123'] },
    state: { type: 'string', enum: requestStates },
    pickup: placeSummary,
    delivery: placeSummary,
    vehicleCount: { type: 'integer' },
    needsManualQuote: { type: 'boolean' },
    grossCents: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
}

const transportRequest = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string' },
    state: { type: 'string', enum: requestStates },
    pickup: { type: 'object' },
    delivery: { type: 'object' },
    vehicles: { type: 'array', items: { type: 'object' } },
    express: { type: 'boolean' },
    covered: { type: 'boolean' },
    extraInsurance: { type: 'boolean' },
    notes: { type: ['string', 'null'] },
    distanceKm: { type: ['integer', 'null'] },
    needsManualQuote: { type: 'boolean' },
    manualReason: {
      type: ['string', 'null'],
      enum: ['too_many_vehicles', 'island', 'non_running_luxury', null],
    },
    quote,
  },
}

export async function requestsOpenApi(): Promise<OpenApiFragment> {
  return {
    schemas: {
      TransportRequestRow: transportRequestRow,
      TransportRequest: transportRequest,
      TransportRequestInput: {
        type: 'object',
        required: ['pickup', 'delivery', 'vehicles'],
        properties: {
          pickup: placeInput,
          delivery: placeInput,
          vehicles: { type: 'array', minItems: 1, maxItems: 20, items: vehicleInput },
          express: { type: 'boolean' },
          covered: { type: 'boolean' },
          extraInsurance: { type: 'boolean' },
          notes: { type: 'string', maxLength: 2000 },
        },
      },
    },
    paths: {
      '/transport-requests': {
        get: {
          summary: "The current team's transport requests, newest first",
          parameters: [
            pageParameter,
            { name: 'state', in: 'query', schema: { type: 'string', enum: requestStates } },
            { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'search', in: 'query', schema: { type: 'string', maxLength: 40 } },
          ],
          responses: {
            '200': { description: 'A page of 20', ...json(pageOf('TransportRequestRow')) },
            ...authResponses,
          },
        },
        post: {
          summary: 'Submit a transport request and get its quote (same rules as the form)',
          requestBody: { required: true, ...json(ref('TransportRequestInput')) },
          responses: {
            '201': {
              description:
                'Created: state quoted with a valid quote, or submitted with needsManualQuote',
              ...json(dataOf('TransportRequest')),
            },
            '422': errorResponse('Field errors: [{ field, message, rule }]'),
            ...authResponses,
          },
        },
      },
      '/transport-requests/{id}': {
        get: {
          summary: 'One transport request of the current team with its quote',
          parameters: [idParameter],
          responses: {
            '200': { description: 'The request', ...json(dataOf('TransportRequest')) },
            '404': errorResponse('Unknown or of another team'),
            ...authResponses,
          },
        },
      },
    },
  }
}
