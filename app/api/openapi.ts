/**
 * The OpenAPI 3.1 document of the JSON API (/api/v1), served at
 * GET /api/v1/openapi.json without a token. Keep it in step with the routes
 * (tests/functional/api/transport_requests.spec.ts checks the paths).
 */
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

const meta = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    perPage: { type: 'integer' },
    currentPage: { type: 'integer' },
    lastPage: { type: 'integer' },
  },
}

const date = { type: ['string', 'null'], format: 'date' }

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
    dateFrom: date,
    dateTo: date,
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

const transport = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string' },
    state: { type: 'string' },
    pickup: placeSummary,
    delivery: placeSummary,
    vehicleCount: { type: 'integer' },
    pickupOn: date,
    deliveryEstimateOn: date,
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

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const errorResponse = (description: string) => ({
  description,
  ...json({ $ref: '#/components/schemas/Error' }),
})
const common = {
  '401': errorResponse('Missing, malformed or revoked token'),
  '403': errorResponse('The token lacks the ability'),
}
const page = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }

export function openApiDocument() {
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
      schemas: {
        Error: error,
        Meta: meta,
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
        Transport: transport,
      },
    },
    paths: {
      '/me': {
        get: {
          summary: "The token's user and current team",
          responses: {
            '200': {
              description: 'The user',
              ...json({ type: 'object', properties: { data: { type: 'object' } } }),
            },
            ...common,
          },
        },
      },
      '/transport-requests': {
        get: {
          summary: "The current team's transport requests, newest first",
          parameters: [
            page,
            { name: 'state', in: 'query', schema: { type: 'string', enum: requestStates } },
            { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'search', in: 'query', schema: { type: 'string', maxLength: 40 } },
          ],
          responses: {
            '200': {
              description: 'A page of 20',
              ...json({
                type: 'object',
                properties: {
                  data: {
                    type: 'array',
                    items: { $ref: '#/components/schemas/TransportRequestRow' },
                  },
                  meta: { $ref: '#/components/schemas/Meta' },
                },
              }),
            },
            ...common,
          },
        },
        post: {
          summary: 'Submit a transport request and get its quote (same rules as the form)',
          requestBody: {
            required: true,
            ...json({ $ref: '#/components/schemas/TransportRequestInput' }),
          },
          responses: {
            '201': {
              description:
                'Created: state quoted with a valid quote, or submitted with needsManualQuote',
              ...json({
                type: 'object',
                properties: { data: { $ref: '#/components/schemas/TransportRequest' } },
              }),
            },
            '422': errorResponse('Field errors: [{ field, message, rule }]'),
            ...common,
          },
        },
      },
      '/transport-requests/{id}': {
        get: {
          summary: 'One transport request of the current team with its quote',
          parameters: [idParam],
          responses: {
            '200': {
              description: 'The request',
              ...json({
                type: 'object',
                properties: { data: { $ref: '#/components/schemas/TransportRequest' } },
              }),
            },
            '404': errorResponse('Unknown or of another team'),
            ...common,
          },
        },
      },
      '/transports': {
        get: {
          summary: "The current team's transports",
          parameters: [page],
          responses: {
            '200': {
              description: 'A page',
              ...json({
                type: 'object',
                properties: {
                  data: { type: 'array', items: { $ref: '#/components/schemas/Transport' } },
                  meta: { $ref: '#/components/schemas/Meta' },
                },
              }),
            },
            ...common,
          },
        },
      },
      '/transports/{id}': {
        get: {
          summary: 'One transport: state and timeline',
          parameters: [idParam],
          responses: {
            '200': {
              description: 'The transport',
              ...json({
                type: 'object',
                properties: { data: { $ref: '#/components/schemas/Transport' } },
              }),
            },
            '404': errorResponse('Unknown or of another team'),
            ...common,
          },
        },
      },
    },
  }
}
