/**
 * Events of the calls capability, emitted by the actions after their
 * transaction has committed; listeners.ts e-mails both sides with the
 * calendar invitation (or its cancellation).
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A carrier booked a call: invitation (.ics, METHOD:REQUEST) to the booker and to staff. */
    'call:booked': { callId: number }
    /** The carrier or staff cancelled a call: cancellation (.ics, METHOD:CANCEL) to both sides. */
    'call:cancelled': { callId: number }
  }
}

export {}
