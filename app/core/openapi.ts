/**
 * Building blocks of the OpenAPI 3.1 document of /api/v1 (served by
 * app/api/openapi.ts). Each capability that answers under /api/v1 exports
 * one fragment (`app/<capability>/openapi.ts`): its paths and its component
 * schemas. Input schemas come from the capability's VineJS validators
 * (`validator.toJSONSchema()`), output schemas describe what its
 * transformers' API variants send; the API contract tests validate real
 * responses against the document, so the two cannot drift apart.
 */
export type OpenApiFragment = {
  paths: Record<string, unknown>
  schemas: Record<string, unknown>
}

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
  properties: { data: { type: 'array', items: ref(itemSchema) }, meta: ref('Meta') },
})

/** `{ data: item }` of one record. */
export const dataOf = (schema: string) => ({
  type: 'object',
  required: ['data'],
  properties: { data: ref(schema) },
})

export const dateSchema = { type: ['string', 'null'], format: 'date' }
