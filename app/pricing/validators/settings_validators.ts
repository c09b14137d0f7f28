import vine from '@vinejs/vine'
import { emailRule, phoneRule } from '#core/validation/rules'

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
  company: vine.object({
    legalName: vine.string().trim().minLength(1).maxLength(150),
    vatNumber: vine.string().trim().maxLength(16).optional(),
    address: vine.string().trim().maxLength(300).optional(),
    email: emailRule().optional(),
    phone: phoneRule().optional(),
  }),
})
