/**
 * Types of what the server sends, derived from the server code (never
 * written by hand): shared props from the Inertia middleware, page data
 * from the transformers (`Data.<Capability>.<Resource>` in '@generated/data').
 * Type-only imports of server modules are erased from the bundle.
 */
import type { Data } from '@generated/data'
import type { PageMeta } from '#core/paging'

export type { Area, TeamKind, TeamRole } from '#teams/domain/team_roles'
export type { PageMeta } from '#core/paging'

/** A page of a list, as `Transformer.paginate(rows, meta)` sends it. */
export type Paginated<T> = { data: T[]; metadata: PageMeta }

/** Props every page receives (app/core/middleware/inertia_middleware.ts). */
export type SharedProps = Data.SharedProps
export type Auth = SharedProps['auth']
export type AuthUser = NonNullable<Auth>['user']
export type CurrentTeam = NonNullable<NonNullable<Auth>['currentTeam']>
