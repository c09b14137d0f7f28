import vine from '@vinejs/vine'
import {
  bicRule,
  capRule,
  emailRule,
  fiscalCodeRule,
  ibanRule,
  phoneRule,
  provinceRule,
  vatNumberRule,
} from '#core/validation/rules'
import { ruleMessages } from '#core/validation/messages'
import {
  TILE_ATTRIBUTION_MAX_LENGTH,
  TILE_URL_MAX_LENGTH,
  tileUrlProblem,
} from '#pricing/domain/map_tiles'

const message = ruleMessages('admin_settings.general.validation')

/** A map tile URL template the maps may load (app/pricing/domain/map_tiles.ts). */
const tileUrlTemplate = vine.createRule(
  (value, _options, field) => {
    if (!field.isValid) return
    const problem = tileUrlProblem(String(value))
    if (problem) field.report(message(`tile_url_${problem}`), 'tileUrlTemplate', field)
  },
  { name: 'tileUrlTemplate' }
)

/** A tile server's attribution is shown on every map: required with a tile URL. */
const tileAttribution = vine.createRule(
  (value, _options, field) => {
    const template = (field.parent as Record<string, unknown> | undefined)?.urlTemplate
    const empty = (item: unknown) => item === undefined || item === null || item === ''
    if (!empty(template) && empty(value))
      field.report(message('tile_attribution'), 'tileAttribution', field)
  },
  { name: 'tileAttribution', implicit: true }
)

const euro = (max: number) => vine.number().min(0).max(max).decimal([0, 2])
const percent = () => vine.number().min(0).max(100).decimal([0, 2])

/** Settings → General, in human units (converted to cents / basis points by the action). */
export const platformSettingsValidator = vine.create({
  baseEuro: euro(100_000),
  ratePerKmEuro: vine.number().min(0).max(1_000).decimal([0, 5]),
  minimumEuro: euro(100_000),
  nonRunningEuro: euro(100_000),
  expressPercent: percent(),
  coveredPercent: percent(),
  insurancePercent: percent(),
  multiVehicleDiscounts: vine
    .array(
      vine.object({
        minVehicles: vine.number().withoutDecimals().min(2).max(1000),
        percent: percent(),
      })
    )
    .maxLength(10)
    .distinct('minVehicles'),
  proDiscountPercent: percent(),
  commissionPercent: percent(),
  vatPercent: percent(),
  quoteValidityDays: vine.number().withoutDecimals().min(1).max(365),
  manualQuoteMaxVehicles: vine.number().withoutDecimals().min(1).max(1000),
  proMonthlyEuro: euro(100_000),
  dryRunFeeEuro: euro(10_000),
  cancellationFeeEuro: euro(10_000),
  /* The platform's company: every field but the name optional; invoices need the office and P.IVA. */
  company: vine.object({
    legalName: vine.string().trim().minLength(1).maxLength(150),
    vatNumber: vatNumberRule().optional(),
    fiscalCode: fiscalCodeRule().optional(),
    street: vine.string().trim().maxLength(60).optional(),
    cap: capRule().optional(),
    city: vine.string().trim().maxLength(60).optional(),
    province: provinceRule().optional(),
    reaOffice: provinceRule().optional(),
    reaNumber: vine
      .string()
      .trim()
      .maxLength(20)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    email: emailRule().optional(),
    pec: emailRule().optional(),
    phone: phoneRule().optional(),
    iban: ibanRule().optional(),
    bic: bicRule().optional(),
    bankName: vine.string().trim().maxLength(80).optional(),
  }),
  mapTiles: vine
    .object({
      urlTemplate: vine
        .string()
        .trim()
        .maxLength(TILE_URL_MAX_LENGTH)
        .use(tileUrlTemplate())
        .optional(),
      attribution: vine
        .string()
        .trim()
        .maxLength(TILE_ATTRIBUTION_MAX_LENGTH)
        .optional()
        .use(tileAttribution()),
    })
    .optional(),
})
