import type { HttpContext } from '@adonisjs/core/http'
import type { Readable } from 'node:stream'
import { found } from '#core/exceptions/not_found_exception'
import { isLocale } from '#core/i18n'
import { activeVehicleCategories } from '#pricing/queries/vehicle_catalogue'
import ServicesCatalogueTransformer from '#teams/transformers/services_catalogue_transformer'
import { applicationByToken, fileContents } from '#onboarding/queries/applications'
import { contentDisposition } from '#onboarding/domain/documents'

/**
 * The application of the URL's private link (404 for any other token). Its
 * pages are kept out of search engines and never leak the link as a referrer.
 */
export async function applicationOf(ctx: HttpContext) {
  ctx.response.header('Referrer-Policy', 'no-referrer')
  ctx.response.header('X-Robots-Tag', 'noindex')
  return found(await applicationByToken(ctx.params.token))
}

/** The request's language, stored with a new application (its e-mails). */
export function localeOf(ctx: HttpContext) {
  return isLocale(ctx.i18n.locale) ? ctx.i18n.locale : 'it'
}

/** The vehicle categories on offer, names in the page's language. */
export async function categoryChoices(ctx: HttpContext) {
  return ServicesCatalogueTransformer.transform({
    vehicleCategories: await activeVehicleCategories(),
    locale: ctx.i18n.locale,
  })
}

/** A stored file of vetting, streamed under its safe name (404 when it is missing). */
export async function sendFile(
  ctx: HttpContext,
  document: { storageKey: string; mimeType: string; fileName: string }
) {
  const contents: Readable = found(await fileContents(document.storageKey))
  ctx.response.header('Content-Type', document.mimeType)
  ctx.response.header('Content-Disposition', contentDisposition(document.fileName))
  ctx.response.header('X-Content-Type-Options', 'nosniff')
  return ctx.response.stream(contents)
}
