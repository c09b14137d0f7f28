import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The teams (of those given) that have business records — orders, wallet
 * movements or transports (as dealer or as carrier). Such records are kept
 * for the legal retention period (10 years for accounting and transport
 * documents), so these teams cannot be deleted. One query per table.
 */
export async function teamsWithBusinessRecords(
  teamIds: number[],
  client: QueryClientContract = db.connection()
) {
  if (teamIds.length === 0) return new Set<number>()
  const [orders, entries, dealerTransports, carrierTransports] = await Promise.all([
    client.from('orders').whereIn('team_id', teamIds).distinct('team_id as id'),
    client.from('ledger_entries').whereIn('team_id', teamIds).distinct('team_id as id'),
    client.from('transports').whereIn('team_id', teamIds).distinct('team_id as id'),
    client
      .from('transports')
      .whereIn('transporter_team_id', teamIds)
      .distinct('transporter_team_id as id'),
  ])
  return new Set(
    [...orders, ...entries, ...dealerTransports, ...carrierTransports].map((row) => Number(row.id))
  )
}
