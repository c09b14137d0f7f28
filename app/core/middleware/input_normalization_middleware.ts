import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as vineErrors } from '@vinejs/vine'
import NotFoundException from '#core/exceptions/not_found_exception'
import { i18nOf } from '#core/i18n'

/**
 * One input normalisation for every route, before anything reads the input:
 * text that no database column can store never reaches a controller.
 *
 * - A NUL character (U+0000, which PostgreSQL refuses in text) or a lone
 *   UTF-16 surrogate (only a JSON `\ud800` escape can produce one: URL- and
 *   form-decoding and multipart leave invalid UTF-8 as text or U+FFFD) in any
 *   string of the body, keys included, at any depth, or in an uploaded file's
 *   name, fails the request with a validation error on that field
 *   (`errors.invalid_text`): pages go back to the form with the field error
 *   flashed, JSON clients and the API get a 422 `{ errors: [{ field, message,
 *   rule }] }`. The old input is not flashed back: it holds that very text.
 * - In the query string, such a value is dropped (its whole top-level
 *   parameter) for pages, so a list behaves as if that filter were absent and
 *   a GET never fails; the API answers 422 as for a body.
 * - A NUL in the URL path (`%00`) is the 404 of an unknown URL, as for an id
 *   out of range: route parameters such as tokens never carry one.
 */
export default class InputNormalizationMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const path = request.url()
    if (path.includes('%00') || path.includes('\u0000')) throw new NotFoundException()

    const qs = request.qs()
    const badParams = Object.keys(qs).filter(
      (key) => isInvalidText(key) || invalidTexts(qs[key]).length > 0
    )
    if (badParams.length && path.startsWith('/api/')) throw invalidTextError(ctx, invalidTexts(qs))
    if (badParams.length) {
      request.updateQs(
        Object.fromEntries(Object.entries(qs).filter(([key]) => !badParams.includes(key)))
      )
    }

    dropInvalidMethodOverride(request)
    const badBody = [...invalidTexts(request.body()), ...invalidFileNames(request.allFiles())]
    if (badBody.length) throw invalidTextError(ctx, badBody)
    return next()
  }
}

const MAX_REPORTED = 20

/**
 * Method spoofing (`_method`, config/app.ts) reads the field from the body or
 * the query string and upper-cases it: anything but a string there (an array,
 * an object, a number, null) would throw in every later `request.method()`.
 * Such a value is dropped, as if it were absent. Called for the query string
 * before the body is parsed (body_parser_middleware.ts) and here for the body.
 */
export function dropInvalidMethodOverride(request: HttpContext['request']) {
  const qs = request.qs()
  if ('_method' in qs && typeof qs._method !== 'string') request.updateQs(withoutMethod(qs))
  const body = request.body()
  if (body && '_method' in body && typeof body._method !== 'string') {
    request.updateBody(withoutMethod(body))
  }
}

function withoutMethod(input: Record<string, any>) {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== '_method'))
}

/** Text no database column can store: a NUL, or a string that is not well-formed UTF-16. */
export function isInvalidText(value: string) {
  return value.includes('\u0000') || !value.isWellFormed()
}

function cleanText(value: string) {
  return value.toWellFormed().replaceAll('\u0000', '\uFFFD')
}

type Entry = { value: unknown; path: string }

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null
}

function childPath(parent: string, key: string) {
  return parent === '' ? key : `${parent}.${key}`
}

/**
 * Dotted paths (`stops.0.city`, as VineJS names fields) of the strings and
 * keys that are invalid text. Walked with an explicit stack: a deeply nested
 * JSON body cannot overflow the call stack here.
 */
export function invalidTexts(input: unknown): string[] {
  const found: string[] = []
  const stack: Entry[] = [{ value: input, path: '' }]
  while (stack.length && found.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      if (isInvalidText(value)) found.push(path)
      continue
    }
    if (!isContainer(value)) continue
    for (const key of Object.keys(value)) {
      const keyPath = childPath(path, cleanText(key))
      if (!Array.isArray(value) && isInvalidText(key)) found.push(keyPath)
      else stack.push({ value: (value as Record<string, unknown>)[key], path: keyPath })
    }
  }
  return found.map((field) => field || 'body')
}

/** Fields whose uploaded file has a name that is invalid text. */
function invalidFileNames(files: unknown): string[] {
  const found: string[] = []
  const stack: Entry[] = [{ value: files, path: '' }]
  while (stack.length && found.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!
    if (!isContainer(value)) continue
    const clientName = (value as { clientName?: unknown }).clientName
    if (typeof clientName === 'string') {
      if (isInvalidText(clientName)) found.push(path.replace(/\.\d+$/, ''))
      continue
    }
    for (const [key, child] of Object.entries(value)) {
      stack.push({ value: child, path: childPath(path, cleanText(key)) })
    }
  }
  return found
}

/**
 * A validation error like any other, except that the old input is not
 * flashed: it is the very text no store should keep (the session may live in
 * PostgreSQL), and the request's original input cannot be changed.
 */
class InvalidTextError extends vineErrors.E_VALIDATION_ERROR {
  async handle(_error: unknown, ctx: HttpContext) {
    if (!ctx.session || ctx.request.accepts(['html', 'json']) === 'json') {
      return ctx.response.status(422).send({ errors: this.messages })
    }
    ctx.session.flashValidationErrors(this, false)
    ctx.response.redirect('back', true)
  }
}

/** A field name that is also a property of every object (`constructor`…) is reported as `body`. */
function safeFieldName(field: string) {
  return field === '__proto__' || Object.hasOwn(Object.prototype, field) ? 'body' : field
}

function invalidTextError(ctx: HttpContext, fields: string[]) {
  const message = i18nOf(ctx).t('errors.invalid_text')
  return new InvalidTextError(
    [...new Set(fields.map(safeFieldName))].map((field) => ({
      field,
      message,
      rule: 'invalid_text',
    }))
  )
}
