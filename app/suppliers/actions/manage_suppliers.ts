import db from '@adonisjs/lucid/services/db'
import Team from '#teams/models/team'
import Supplier from '#suppliers/models/supplier'
import ClosingDay from '#teams/models/closing_day'
import { placeAttributes, type PlaceInput } from '#shared/place'
import { canAddSupplier, type DealerPlan } from '#suppliers/domain/plan'
import { countSuppliers, editableSupplierIds } from '#suppliers/queries/list_suppliers'
import { err, ok, type Result } from '#core/result'
import { lockForUpdate } from '#core/database/dialect'

export type SupplierInput = PlaceInput & { name: string }

function attributes(input: SupplierInput) {
  return { name: input.name, ...placeAttributes(input) }
}

/**
 * Adds a supplier, refusing the 6th on the free plan. The team row is locked
 * (PostgreSQL) so two parallel adds cannot both pass the limit check.
 */
export async function createSupplier(
  teamId: number,
  input: SupplierInput
): Promise<Result<Supplier, 'free_limit_reached'>> {
  return db.transaction(async (trx) => {
    const teamQuery = Team.query({ client: trx }).where('id', teamId)
    lockForUpdate(teamQuery, trx)
    const team = await teamQuery.firstOrFail()
    const row = await Supplier.query({ client: trx })
      .where('team_id', teamId)
      .count('* as total')
      .first()
    if (!canAddSupplier(team.plan, Number(row?.$extras.total ?? 0)))
      return err('free_limit_reached')
    return ok(await Supplier.create({ teamId, ...attributes(input) }, { client: trx }))
  })
}

/**
 * Changes a supplier, unless the team is back on the free plan and the
 * supplier is beyond its limit (read-only until the team is pro again or
 * deletes others).
 */
export async function updateSupplier(
  supplier: Supplier,
  input: SupplierInput,
  plan: DealerPlan
): Promise<Result<Supplier, 'read_only'>> {
  const editable = await editableSupplierIds(
    supplier.teamId,
    plan,
    await countSuppliers(supplier.teamId)
  )
  if (editable && !editable.includes(supplier.id)) return err('read_only')
  supplier.merge(attributes(input))
  await supplier.save()
  return ok(supplier)
}

/** Deletes the supplier and its closing days in one transaction. */
export async function deleteSupplier(supplier: Supplier): Promise<void> {
  await db.transaction(async (trx) => {
    await ClosingDay.query({ client: trx }).where('supplier_id', supplier.id).delete()
    await supplier.useTransaction(trx).delete()
  })
}
