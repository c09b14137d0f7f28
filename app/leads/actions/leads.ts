import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import Lead from '#leads/models/lead'
import { mayConvert, type LeadKind, type LeadState, type LeadVolume } from '#leads/domain/leads'
import { databaseNow } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import '#leads/events'

export type LeadInput = {
  kind: LeadKind
  companyName: string
  vatNumber?: string
  contactName: string
  email: string
  phone?: string
  volume: LeadVolume
  message?: string
}

/** Records a lead from the public form and tells the sales address. */
export async function createLead(input: LeadInput, locale: string) {
  const lead = await Lead.create({
    kind: input.kind,
    companyName: input.companyName,
    vatNumber: input.vatNumber ?? null,
    contactName: input.contactName,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
    volume: input.volume,
    message: input.message ?? null,
    locale,
    state: 'new',
    privacyAcceptedAt: DateTime.now(),
  })
  await emitter.emit('lead:created', { leadId: lead.id })
  return lead
}

export type LeadUpdate = { state: LeadState; notes?: string; assignedUserId?: number }

/** Staff follow-up: state (never back from converted), notes, who handles it (a staff member). */
export async function updateLead(
  lead: Lead,
  input: LeadUpdate,
  staffIds: Set<number>
): Promise<Result<Lead, 'converted' | 'not_staff'>> {
  if (lead.state === 'converted') return err('converted')
  if (input.assignedUserId && !staffIds.has(input.assignedUserId)) return err('not_staff')
  lead.merge({
    state: input.state,
    notes: input.notes ?? null,
    assignedUserId: input.assignedUserId ?? null,
  })
  await lead.save()
  return ok(lead)
}

/**
 * Converts a lead, once: a conditional update (not yet converted) decides, so
 * two clicks at once send one invitation. Handled from now on by the staff
 * member who converted it if nobody was; the e-mail goes after the commit.
 */
export async function convertLead(
  leadId: number,
  staffUserId: number
): Promise<Result<Lead, 'already_converted' | 'not_found'>> {
  const lead = await Lead.find(leadId)
  if (!lead) return err('not_found')
  if (!mayConvert(lead.state)) return err('already_converted')
  const updated = await db
    .from('leads')
    .where('id', leadId)
    .whereNot('state', 'converted')
    .update({
      state: 'converted',
      converted_at: databaseNow(),
      updated_at: databaseNow(),
      assigned_user_id: lead.assignedUserId ?? staffUserId,
    })
  const count = Array.isArray(updated) ? updated.length : Number(updated)
  if (count !== 1) return err('already_converted')
  await lead.refresh()
  await emitter.emit('lead:converted', { leadId: lead.id })
  return ok(lead)
}
