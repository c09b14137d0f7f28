/**
 * Events of the teams capability, emitted by actions after their
 * transaction has committed; listeners.ts sends e-mails and realtime
 * broadcasts.
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** An invitation was created or re-sent: e-mail the link (the token exists only here). */
    'team:invitation_sent': {
      invitationId: number
      email: string
      token: string
      teamName: string
      inviterName: string | null
      role: string
      expiresAt: string
      locale: 'it' | 'en'
    }
    /** Someone accepted an invitation and is now a member. */
    'team:member_joined': {
      teamId: number
      userId: number
      memberName: string
      teamName: string
      originSocketId: string | null
    }
  }
}

export {}
