/**
 * Building blocks of the OpenAPI 3.1 document of /api/v1 (served by
 * app/api/openapi.ts). Each capability that answers under /api/v1 exports
 * one fragment (`app/<capability>/openapi.ts`): its paths and its component
 * schemas. Input schemas come from the capability's VineJS validators
 * (`inputSchema(validator)`, from `validator.toJSONSchema()`), output schemas
 * describe what its transformers' API variants send, strictly (every key
 * required, no other key: `strictObject`); the API contract tests validate
 * real responses against the served document, so the two cannot drift apart.
 */
export type OpenApiFragment = {
  paths: Record<string, unknown>
  schemas: Record<string, unknown>
}

/** A JSON Schema object (OpenAPI 3.1 uses JSON Schema 2020-12). */
export type Schema = Record<string, any>

export const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const errorResponse = (description: string) => ({ description, ...json(ref('Error')) })

/** 401 and 403, answered by every endpoint. */
export const authResponses = {
  '401': errorResponse('Missing, malformed or revoked token'),
  '403': errorResponse('The token lacks the ability'),
}

export const pageParameter = {
  name: 'page',
  in: 'query',
  schema: { type: 'integer', minimum: 1 },
}

export const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
}

/** `{ data: [items], meta }` of a paginated list. */
export const pageOf = (itemSchema: string) => ({
  type: 'object',
  required: ['data', 'meta'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: ref(itemSchema) }, meta: ref('Meta') },
})

/** `{ data: item }` of one record. */
export const dataOf = (schema: string) => ({
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: ref(schema) },
})

export const dateSchema = { type: ['string', 'null'], format: 'date' }

export const dateTimeSchema = { type: 'string', format: 'date-time' }

/** The schema, or null. */
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] })

/**
 * An object exactly as a transformer sends it: every key listed is present
 * (nullable ones say so), no other key. Keys that a transformer may leave
 * out are listed in `optional`.
 */
export function strictObject(
  properties: Record<string, Schema>,
  options: { optional?: string[]; description?: string } = {}
): Schema {
  const optional = new Set(options.optional ?? [])
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    required: Object.keys(properties).filter((key) => !optional.has(key)),
    additionalProperties: false,
    properties,
  }
}

/**
 * JSON Schema draft 7 (what VineJS writes) as draft 2020-12 (what OpenAPI
 * 3.1 reads): no `$schema`, tuples as `prefixItems`, `definitions` as `$defs`.
 */
function toDraft2020(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft2020)
  if (!schema || typeof schema !== 'object') return schema
  const result: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue
    if (key === 'items' && Array.isArray(value)) result.prefixItems = toDraft2020(value)
    else if (key === 'definitions') result.$defs = toDraft2020(value)
    else result[key] = toDraft2020(value)
  }
  return result
}

/**
 * The JSON Schema of what a VineJS validator accepts (a fresh copy the
 * caller may complete: enums known only at run time, descriptions).
 */
export function inputSchema(validator: { toJSONSchema(): unknown }): Schema {
  return toDraft2020(structuredClone(validator.toJSONSchema())) as Schema
}

/**
 * Query parameters from a validator of a query string: one per property
 * (optional unless the validator requires it), limited to `names` when given.
 */
export function queryParameters(validator: { toJSONSchema(): unknown }, names?: string[]) {
  const schema = inputSchema(validator)
  const required = new Set<string>(schema.required ?? [])
  return Object.entries(schema.properties as Record<string, Schema>)
    .filter(([name]) => !names || names.includes(name))
    .map(([name, property]) => ({
      name,
      in: 'query',
      ...(required.has(name) ? { required: true } : {}),
      schema: property,
    }))
}
