import vine from '@vinejs/vine'
import {
  capRule,
  emailRule,
  fiscalCodeRule,
  phoneRule,
  provinceRule,
  vatNumberRule,
} from '#core/validation/rules'

/**
 * Staff create a company: its kind, name and the company data known now
 * (the owner completes the rest), the owner's e-mail and their language.
 */
export const createCompanyValidator = vine.create({
  kind: vine.enum(['dealer', 'transporter'] as const),
  name: vine.string().trim().minLength(2).maxLength(255),
  legalName: vine.string().trim().minLength(2).maxLength(200).optional(),
  vatNumber: vatNumberRule().optional(),
  fiscalCode: fiscalCodeRule().optional(),
  pec: emailRule().optional(),
  phone: phoneRule().optional(),
  street: vine.string().trim().minLength(2).maxLength(200).optional(),
  cap: capRule().optional(),
  city: vine.string().trim().minLength(2).maxLength(100).optional(),
  province: provinceRule().optional(),
  ownerEmail: vine.string().trim().email().maxLength(254),
  locale: vine.enum(['it', 'en'] as const),
})

/** A suspension needs its reason (told to the company). */
export const suspendValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(1000),
})

/** A reinstatement may carry a note (told to the company). */
export const reinstateValidator = vine.create({
  note: vine.string().trim().maxLength(1000).optional(),
})
