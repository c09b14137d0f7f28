import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import {
  capRule,
  emailRule,
  euroAmountRule,
  fiscalCodeRule,
  phoneRule,
  provinceRule,
  sdiCodeRule,
  sdiOrPecRule,
  vatNumberRule,
} from '#core/validation/rules'
import { ruleMessages } from '#core/validation/messages'
import { PROVINCE_CODES, REGION_CODES } from '#shared/italian_provinces'
import { todayInRome } from '#shared/time_zone'
import {
  MAX_FLEET_LINES,
  MAX_TRUCK_CAPACITY,
  MAX_TRUCKS_PER_LINE,
} from '#onboarding/domain/application_rules'
import {
  OTHER_EXTNAMES,
  OTHER_MAX_BYTES,
  POLICY_EXTNAMES,
  POLICY_MAX_BYTES,
} from '#onboarding/domain/documents'

const message = ruleMessages('onboarding.validation')

/** REN / Albo autotrasportatori number: letters, digits, spaces, / . - (4 to 30). */
const renNumber = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    if (typeof value !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9 /.-]{3,29}$/.test(value))
      return field.report(message('ren_number'), 'renNumber', field)
    field.mutate(value.toUpperCase(), field)
  },
  { name: 'renNumber' }
)

/** A calendar day yyyy-MM-dd, today (Rome) or later. */
const futureDay = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const day = String(value)
    const parsed = new Date(`${day}T00:00:00Z`)
    const real = /^\d{4}-\d{2}-\d{2}$/.test(day) && parsed.toISOString().slice(0, 10) === day
    if (!real) return field.report(message('date'), 'futureDay', field)
    if (day < todayInRome()) return field.report(message('expired'), 'futureDay', field)
  },
  { name: 'futureDay' }
)

const text = (min: number, max: number) => vine.string().trim().minLength(min).maxLength(max)

/** The company step: fiscal identifiers with their checksums, SDI code or PEC, address, contact. */
export const companyValidator = vine.create({
  legalName: text(2, 200),
  vatNumber: vatNumberRule(),
  fiscalCode: fiscalCodeRule(),
  sdiCode: sdiCodeRule().optional().use(sdiOrPecRule()),
  pec: emailRule().optional(),
  street: text(2, 200),
  cap: capRule(),
  city: text(2, 100),
  province: provinceRule(),
  contactName: text(2, 120),
  contactEmail: emailRule(),
  contactPhone: phoneRule(),
  renNumber: vine.string().trim().maxLength(30).use(renNumber()),
})

/** A policy's details: insurer, number, cover (euro, typed) and a future expiry. */
const policyFields = () => ({
  insurer: text(2, 120),
  policyNumber: text(2, 60),
  cover: euroAmountRule({ max: 100_000_000_00, messages: 'onboarding.validation' }),
  expiresOn: vine.string().trim().maxLength(10).use(futureDay()),
})

export const insuranceValidator = vine.create(policyFields())

const list = <T extends readonly string[]>(values: T) =>
  vine.array(vine.enum(values)).maxLength(values.length).distinct().optional()

/** Fleet and services: trucks by capacity (open or covered), areas served, vehicle categories. */
export const fleetValidator = vine.withMetaData<{ categories: string[] }>().create({
  fleet: vine
    .array(
      vine.object({
        capacity: vine.number().withoutDecimals().min(1).max(MAX_TRUCK_CAPACITY),
        covered: vine.boolean(),
        count: vine.number().withoutDecimals().min(1).max(MAX_TRUCKS_PER_LINE),
      })
    )
    .maxLength(MAX_FLEET_LINES)
    .optional(),
  regions: list(REGION_CODES as readonly string[]),
  provinces: list(PROVINCE_CODES as readonly string[]),
  categories: vine
    .array(vine.enum((field) => field.meta.categories as string[]))
    .maxLength(100)
    .distinct()
    .optional(),
})

/** Staff's rejection: the reason the applicant reads. */
export const rejectionValidator = vine.create({ reason: text(5, 1000) })

/** Staff's decision on a team document. */
export const documentReviewValidator = vine.create({
  decision: vine.enum(['accept', 'reject'] as const),
  reason: text(5, 1000).optional().requiredWhen('decision', '=', 'reject'),
})

/** A carrier's new document: an insurance policy with its details, or another document. */
export const teamDocumentValidator = vine.create({
  kind: vine.enum(['insurance', 'other'] as const),
  insurer: text(2, 120).optional().requiredWhen('kind', '=', 'insurance'),
  policyNumber: text(2, 60).optional().requiredWhen('kind', '=', 'insurance'),
  cover: euroAmountRule({ max: 100_000_000_00, messages: 'onboarding.validation' })
    .optional()
    .requiredWhen('kind', '=', 'insurance'),
  expiresOn: vine
    .string()
    .trim()
    .maxLength(10)
    .use(futureDay())
    .optional()
    .requiredWhen('kind', '=', 'insurance'),
})

const policyFile = vine.create({
  file: vine.file({ size: POLICY_MAX_BYTES, extnames: POLICY_EXTNAMES }),
})
const otherFile = vine.create({
  file: vine.file({ size: OTHER_MAX_BYTES, extnames: OTHER_EXTNAMES }),
})

function fileMessages(i18n: HttpContext['i18n'], policy: boolean) {
  const t = (key: string) => i18n.t(`onboarding.files.errors.${key}`)
  return new SimpleMessagesProvider({
    'required': t('required'),
    'file': t('required'),
    'file.size': t(policy ? 'too_large_policy' : 'too_large'),
    'file.extname': t(policy ? 'pdf_only' : 'extension'),
  })
}

/** The validated upload (a policy: PDF up to 5 MB; another document: PDF/JPEG/PNG up to 10 MB). */
export async function validatedFile(ctx: HttpContext, policy: boolean) {
  const messagesProvider = fileMessages(ctx.i18n, policy)
  const { file } = await ctx.request.validateUsing(policy ? policyFile : otherFile, {
    messagesProvider,
  })
  return { tmpPath: file.tmpPath, clientName: file.clientName, extname: file.extname ?? '' }
}
