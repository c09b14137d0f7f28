/**
 * Events of Admin → Users, emitted by the actions after their transaction
 * has committed; listeners.ts e-mails the team's owners and admins.
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** Staff verified, suspended or reinstated a company: tell its owners and admins. */
    'users_admin:standing_changed': {
      teamId: number
      change: 'verified' | 'suspended' | 'reinstated'
      reason: string | null
    }
  }
}

export {}
