/**
 * A lead on the staff pages:
 * - `toObject`   a row of the list (with the handler's name);
 * - `forStaff`   the whole lead for its page (contacts, message, notes).
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type Lead from '#leads/models/lead'

type Row = {
  id: number
  kind: string
  companyName: string
  contactName: string
  email: string
  volume: string
  state: string
  assignedUserId: number | null
  createdAt: string | DateTime | null
}

const instant = (value: string | DateTime | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.toISO()

export default class LeadTransformer extends BaseTransformer<{
  lead: Row | Lead
  handler: string | null
}> {
  toObject() {
    const { lead, handler } = this.resource
    return {
      id: lead.id,
      kind: lead.kind,
      companyName: lead.companyName,
      contactName: lead.contactName,
      email: lead.email,
      volume: lead.volume,
      state: lead.state,
      assignedUserId: lead.assignedUserId,
      handler,
      createdAt: instant(lead.createdAt),
    }
  }

  forStaff() {
    const lead = this.resource.lead as Lead
    return {
      ...this.toObject(),
      vatNumber: lead.vatNumber,
      phone: lead.phone,
      message: lead.message,
      locale: lead.locale,
      notes: lead.notes,
      convertedAt: instant(lead.convertedAt),
    }
  }
}
