import vine from '@vinejs/vine'
import type { TeamKind } from '#teams/domain/team_roles'
import { DEALER_SERVICES, EQUIPMENT, MAX_CAPACITY } from '#teams/domain/team_services'
import { PROVINCE_CODES, REGION_CODES } from '#shared/italian_provinces'
import {
  capRule,
  emailRule,
  fiscalCodeRule,
  phoneRule,
  provinceRule,
  sdiCodeRule,
  sdiOrPecRule,
  vatNumberRule,
} from '#core/validation/rules'

export const teamNameRule = () => vine.string().trim().minLength(2).maxLength(120)

/** New team: the kinds allowed depend on the creator's current team (meta.kinds). */
export const createTeamValidator = vine.withMetaData<{ kinds: TeamKind[] }>().create({
  name: teamNameRule(),
  kind: vine.enum((field) => field.meta.kinds as TeamKind[]),
})

export const switchTeamValidator = vine.create({
  teamId: vine.number().withoutDecimals().positive().max(2_147_483_647),
})

export const updateTeamNameValidator = vine.create({
  name: teamNameRule(),
})

/** Company data: legal name, P.IVA, codice fiscale, SDI code or PEC, legal address, phone. */
export const updateCompanyValidator = vine.create({
  legalName: vine.string().trim().minLength(2).maxLength(200),
  vatNumber: vatNumberRule(),
  fiscalCode: fiscalCodeRule().optional(),
  sdiCode: sdiCodeRule().optional().use(sdiOrPecRule()),
  pec: emailRule().optional(),
  street: vine.string().trim().minLength(2).maxLength(200),
  cap: capRule(),
  city: vine.string().trim().minLength(2).maxLength(100),
  province: provinceRule(),
  phone: phoneRule().optional(),
  /* the page the form was on: Settings → Billing shows the same form */
  returnTo: vine.enum(['billing'] as const).optional(),
})

/** Typing the team's name confirms its deletion (compared in the controller). */
export const deleteTeamValidator = vine.create({
  confirmName: vine.string().trim().maxLength(120),
})

const list = <T extends readonly string[]>(values: T, max = values.length) =>
  vine.array(vine.enum(values)).maxLength(max).distinct().optional()

/** Max vehicle categories a transporter may pick (far above any catalogue staff keep). */
const MAX_CATEGORIES = 100

/**
 * A transporter's services. `meta.categories`: the codes of the vehicle
 * categories on offer (the active ones staff manage in Admin → Vehicles).
 */
export const transporterServicesValidator = vine.withMetaData<{ categories: string[] }>().create({
  categories: vine
    .array(vine.enum((field) => field.meta.categories as string[]))
    .maxLength(MAX_CATEGORIES)
    .distinct()
    .optional(),
  regions: list(REGION_CODES as readonly string[]),
  provinces: list(PROVINCE_CODES as readonly string[]),
  equipment: list(EQUIPMENT),
  capacity: vine.number().withoutDecimals().min(1).max(MAX_CAPACITY).optional(),
})

export const dealerServicesValidator = vine.create({
  defaultServices: list(DEALER_SERVICES),
})
