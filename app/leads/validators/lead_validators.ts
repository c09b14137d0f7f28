import vine from '@vinejs/vine'
import { LEAD_KINDS, LEAD_VOLUMES, MANUAL_STATES } from '#leads/domain/leads'
import { vatNumberRule } from '#core/validation/rules'

/** The public form. `website` is the hidden field people leave empty; `formToken` dates the form. */
export const leadValidator = vine.create({
  kind: vine.enum(LEAD_KINDS),
  companyName: vine.string().trim().minLength(2).maxLength(200),
  vatNumber: vatNumberRule().optional(),
  contactName: vine.string().trim().minLength(2).maxLength(120),
  email: vine.string().trim().email().maxLength(254),
  phone: vine.string().trim().maxLength(30).optional(),
  volume: vine.enum(LEAD_VOLUMES),
  message: vine.string().trim().maxLength(2000).optional(),
  privacy: vine.accepted(),
  website: vine.string().maxLength(500).optional(),
  formToken: vine.string().maxLength(1000).optional(),
})

/** Staff follow-up: the state (not converted: that is the conversion), notes, who handles it. */
export const leadUpdateValidator = vine.create({
  state: vine.enum(MANUAL_STATES),
  notes: vine.string().trim().maxLength(5000).optional(),
  assignedUserId: vine.number().withoutDecimals().min(1).max(2_147_483_647).optional(),
})
