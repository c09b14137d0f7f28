/**
 * Shapes of the props every page receives (see app/core/middleware/inertia_middleware.ts).
 */
export type Area = 'admin' | 'dealer' | 'transporter'
export type TeamKind = 'dealer' | 'transporter' | 'staff'
export type TeamRole = 'owner' | 'admin' | 'member' | 'driver'

export type AuthUser = {
  id: number
  fullName: string
  email: string
  locale: string | null
  emailVerified: boolean
  twoFactorEnabled: boolean
}

export type CurrentTeam = { id: number; name: string; kind: TeamKind; role: TeamRole; area: Area }

export type Auth = {
  user: AuthUser
  currentTeam: CurrentTeam | null
  teams: { id: number; name: string; kind: TeamKind; role: TeamRole }[]
  channels: { user: string; team: string | null }
} | null

export type SharedProps = {
  appName: string
  locale: 'it' | 'en'
  /** The session's CSRF value (sent as X-CSRF-TOKEN by realtime requests). */
  csrfToken: string | null
  translations: Record<string, string>
  errors: Record<string, string | Record<string, string>>
  flash: { success: string | null; error: string | null }
  auth: Auth
  [key: string]: unknown
}

export type Paginated<T> = {
  data: T[]
  meta: { total: number; perPage: number; currentPage: number; lastPage: number }
}
