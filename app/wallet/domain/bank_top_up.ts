/**
 * A dealer's wallet top-up by bank transfer (issue 12): the dealer writes its
 * team's reference in the transfer's causale; staff find the team by it and
 * record the transfer (Admin → Portafogli → Bonifico ricevuto). Pure.
 */

/** `RIC-000042`: stable per team, so every top-up of a team carries the same reference. */
export function walletTopUpReference(teamId: number) {
  return `RIC-${String(teamId).padStart(6, '0')}`
}
