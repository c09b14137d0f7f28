/**
 * The policy in force of each transporter team: its accepted insurance
 * document with the latest expiry (a newer accepted policy supersedes the
 * old one). One condition, read by the insurance checks
 * (app/onboarding/actions/check_insurance.ts) and by Admin → Monitoring.
 */
type Joinable<Q> = {
  join(table: string, first: string, second: string): Q
  where(column: string, value: unknown): Q
  whereNotNull(column: string): Q
  whereNotExists(callback: (query: any) => void): Q
}

export function policiesInForceOf<Q extends Joinable<Q>>(query: Q): Q {
  return query
    .join('teams', 'teams.id', 'team_documents.team_id')
    .where('teams.kind', 'transporter')
    .where('team_documents.kind', 'insurance')
    .where('team_documents.state', 'accepted')
    .whereNotNull('team_documents.expires_on')
    .whereNotExists((later) =>
      later
        .from('team_documents as later')
        .whereColumn('later.team_id', 'team_documents.team_id')
        .where('later.kind', 'insurance')
        .where('later.state', 'accepted')
        .whereColumn('later.expires_on', '>', 'team_documents.expires_on')
    )
}
