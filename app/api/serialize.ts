import type { HttpContext } from '@adonisjs/core/http'

/** A transformer resource: `X.transform(...)`, `.useVariant(...)`, `X.paginate(...)`. */
type Resource = {
  resolve(
    container: HttpContext['containerResolver'],
    depth: number,
    maxDepth?: number
  ): Promise<unknown>
}

/**
 * A transformer resource as plain JSON, for answers that are not Inertia
 * pages: the API (/api/v1) and the app's JSON endpoints (the live
 * estimate). Inertia resolves page props itself; everything else that
 * answers JSON goes through here, so JSON too comes only from transformers.
 * A paginated resource resolves to `{ data, metadata }`; the API renames
 * `metadata` to `meta` (its documented shape).
 */
export function toJson<R extends Resource>(resource: R, ctx: HttpContext) {
  return resource.resolve(ctx.containerResolver, 0, -1) as ReturnType<R['resolve']>
}
