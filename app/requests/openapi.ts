/**
 * The transport-requests part of the API document (/api/v1/transport-requests).
 * Inputs come from the validators the API uses (submitRequestValidator, the
 * list filters), completed with what only the database knows (the active
 * vehicle categories); outputs are TransportRequestTransformer's API shapes
 * (`toObject` rows, `forApi` detail, QuoteTransformer's dealer shape), strict.
 */
import {
  authResponses,
  dataOf,
  dateSchema,
  dateTimeSchema,
  errorResponse,
  idParameter,
  inputSchema,
  json,
  nullable,
  pageOf,
  pageParameter,
  queryParameters,
  ref,
  strictObject,
  type OpenApiFragment,
  type Schema,
} from '#core/openapi'
import { activeCategoryCodes } from '#pricing/queries/vehicle_catalogue'
import {
  requestListValidator,
  submitRequestValidator,
} from '#requests/validators/request_validators'
import { QUOTE_STATES, REQUEST_STATES } from '#requests/domain/request_rules'

const string = { type: 'string' }
const integer = { type: 'integer' }
const boolean = { type: 'boolean' }
const nullableString = { type: ['string', 'null'] }
const nullableInteger = { type: ['integer', 'null'] }

const LINE_KINDS = [
  'vehicle_base',
  'non_running',
  'express',
  'covered',
  'insurance',
  'multi_vehicle_discount',
  'pro_discount',
  'manual',
]

/** What the dealer pays, line by line (never the commission nor the payout). */
const breakdown = strictObject({
  distanceKm: integer,
  lines: {
    type: 'array',
    items: strictObject(
      {
        kind: { type: 'string', enum: LINE_KINDS },
        vehicleIndex: { type: 'integer', minimum: 0 },
        amountCents: integer,
        detail: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
      { optional: ['vehicleIndex'] }
    ),
  },
  netCents: integer,
  vatCents: integer,
  grossCents: integer,
  settingsVersion: integer,
})

const quote = strictObject({
  id: integer,
  state: { type: 'string', enum: [...QUOTE_STATES] },
  manual: boolean,
  netCents: integer,
  vatCents: integer,
  grossCents: integer,
  breakdown,
  expiresAt: dateTimeSchema,
  createdAt: dateTimeSchema,
})

const requestState = { type: 'string', enum: [...REQUEST_STATES] }

const placeSummary = strictObject({
  city: nullableString,
  province: nullableString,
  dateFrom: dateSchema,
  dateTo: dateSchema,
})

const placeFields = {
  addressId: nullableInteger,
  street: nullableString,
  cap: nullableString,
  city: nullableString,
  province: nullableString,
  referentName: nullableString,
  referentPhone: nullableString,
  referentEmail: nullableString,
  dateFrom: dateSchema,
  dateTo: dateSchema,
}

const transportRequestRow = strictObject({
  id: integer,
  reference: { type: 'string', examples: ['TR-2026-000123'] },
  state: requestState,
  needsManualQuote: boolean,
  pickup: placeSummary,
  delivery: placeSummary,
  vehicleCount: integer,
  grossCents: { ...nullableInteger, description: 'gross price of the valid quote' },
  createdAt: dateTimeSchema,
})

const transportRequest = strictObject({
  id: integer,
  reference: string,
  state: requestState,
  express: boolean,
  covered: boolean,
  extraInsurance: boolean,
  notes: nullableString,
  distanceKm: nullableInteger,
  needsManualQuote: boolean,
  manualReason: {
    type: ['string', 'null'],
    enum: ['too_many_vehicles', 'island', 'non_running_luxury', null],
  },
  supplier: nullable(strictObject({ id: integer, name: string })),
  pickup: strictObject({ ...placeFields, supplierId: nullableInteger }),
  delivery: strictObject(placeFields),
  vehicles: {
    type: 'array',
    items: strictObject({
      id: integer,
      category: string,
      make: string,
      model: string,
      plate: nullableString,
      vin: nullableString,
      running: boolean,
      declaredValueCents: integer,
    }),
  },
  submittedAt: { type: ['string', 'null'], format: 'date-time' },
  createdAt: dateTimeSchema,
  quote: nullable(ref('Quote')),
})

/** What POST accepts: the submit validator, with the categories of the database. */
async function transportRequestInput(): Promise<Schema> {
  const schema = inputSchema(submitRequestValidator)
  schema.properties.vehicles.items.properties.category.enum = await activeCategoryCodes()
  schema.properties.pickup.properties.source.description = 'supplier only for pickup'
  schema.properties.pickup.properties.dateFrom.description =
    'a working day, not a closing day, today or later'
  return schema
}

export async function requestsOpenApi(): Promise<OpenApiFragment> {
  return {
    schemas: {
      TransportRequestRow: transportRequestRow,
      TransportRequest: transportRequest,
      Quote: quote,
      TransportRequestInput: await transportRequestInput(),
    },
    paths: {
      '/transport-requests': {
        get: {
          summary: "The current team's transport requests, newest first",
          parameters: [
            pageParameter,
            ...queryParameters(requestListValidator, ['state', 'from', 'to', 'search']),
          ],
          responses: {
            '200': { description: 'A page of 20', ...json(pageOf('TransportRequestRow')) },
            '404': errorResponse("The token's current team is not a dealer team"),
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
            '404': errorResponse("The token's current team is not a dealer team"),
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
