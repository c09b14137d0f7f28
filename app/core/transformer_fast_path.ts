/**
 * `Transformer.transform(x)` of `@adonisjs/http-transformers` builds a
 * `RuntimeException` on every call, only so that, if `x` turns out to be
 * `undefined` when the page's props are resolved, the error's stack points at
 * the `transform()` call. Capturing a stack costs 10–15 µs, and a page
 * transforms its shared props and every list: a few hundred microseconds of
 * each signed-in page went into errors that were never thrown.
 *
 * Installed once at boot (AppProvider): the same Item, Collection and
 * Paginator objects are made, with that error built only when the value is
 * `undefined` (the only case that throws it, with the same stack and
 * message). Every other behaviour is the library's own (null gives null,
 * `Maybe` of undefined gives undefined, variants, depth, paginate's
 * metadata); the transformer tests and every page's props check it.
 */
import { BaseTransformer, Collection, Item, Maybe, Paginator } from '@adonisjs/core/transformers'
import { RuntimeException } from '@adonisjs/core/exceptions'

const INSTALLED = Symbol.for('trasporti.transformerFastPath')

type TransformerClass = typeof BaseTransformer & { new (resource: unknown, ...rest: any[]): any }

/** The error thrown for `undefined`; made only for that value, here, where its stack is right. */
function errorFor(value: unknown) {
  return value === undefined ? new RuntimeException() : (undefined as unknown as RuntimeException)
}

function transform(this: TransformerClass, data: unknown, ...rest: unknown[]) {
  const canBeOptional = data instanceof Maybe
  const value = canBeOptional ? (data as Maybe<unknown>).value : data
  if (canBeOptional && value === undefined) return undefined
  if (Array.isArray(value))
    return new Collection([value, rest], this, 1, 'toObject', errorFor(value))
  if (value === null) return null
  return new Item([value, rest], this, 1, 'toObject', errorFor(value))
}

function paginate(this: TransformerClass, data: unknown[], metaData: unknown, ...rest: unknown[]) {
  return new Paginator(new Collection([data, rest], this, 1, 'toObject', errorFor(data)), metaData)
}

export function installTransformerFastPath() {
  const target = BaseTransformer as unknown as Record<PropertyKey, unknown>
  if (target[INSTALLED]) return
  Object.defineProperty(BaseTransformer, 'transform', { value: transform, writable: true })
  Object.defineProperty(BaseTransformer, 'paginate', { value: paginate, writable: true })
  target[INSTALLED] = true
}
