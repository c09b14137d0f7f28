import TeamMember from '#teams/models/team_member'

/** The team's members with the `driver` role, by name: the choices of the driver select. */
export async function driversOf(teamId: number): Promise<{ value: string; label: string }[]> {
  const members = await TeamMember.query()
    .where('team_id', teamId)
    .where('role', 'driver')
    .select('id', 'team_id', 'user_id', 'role')
    .preload('user', (user) => user.select('id', 'full_name'))
    .limit(200)
  return members
    .map((member) => ({ value: String(member.userId), label: member.user.fullName }))
    .sort((a, b) => a.label.localeCompare(b.label, 'it'))
}
