import db from '@adonisjs/lucid/services/db'

/** Whether the user works (not as a driver) for a transporter team: the marketplace's audience. */
export async function isCarrierMember(userId: number): Promise<boolean> {
  const row = await db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('team_members.user_id', userId)
    .where('teams.kind', 'transporter')
    .whereNot('team_members.role', 'driver')
    .select('team_members.id')
    .first()
  return Boolean(row)
}

/** Whether the user is platform staff (a member of a staff team). */
export async function isStaffMember(userId: number): Promise<boolean> {
  const row = await db
    .from('team_members')
    .join('teams', 'teams.id', 'team_members.team_id')
    .where('team_members.user_id', userId)
    .where('teams.kind', 'staff')
    .select('team_members.id')
    .first()
  return Boolean(row)
}
