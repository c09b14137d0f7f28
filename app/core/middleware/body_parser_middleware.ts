import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import AdonisBodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import MalformedBodyException from '#core/exceptions/malformed_body_exception'
import { dropInvalidMethodOverride } from '#core/middleware/input_normalization_middleware'

/**
 * AdonisJS' body parser (config/bodyparser.ts), with one difference: whatever
 * it throws while reading the body (malformed JSON, a body over the limit, a
 * broken multipart stream, an unsupported charset…) becomes one
 * MalformedBodyException, answered with translated text by the exception
 * handler instead of the parser's plain-HTML message.
 *
 * It runs after the session, auth, locale and Inertia middleware (start/kernel.ts),
 * so that such an answer can flash a message and speak the user's language.
 */
export default class BodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    /* Even the answer to an unreadable body reads request.method(): no `_method[]=x` may break it. */
    dropInvalidMethodOverride(ctx.request)
    const parser = await app.container.make(AdonisBodyParserMiddleware)
    let parsed = false
    try {
      return await parser.handle(ctx, () => {
        parsed = true
        return next()
      })
    } catch (error) {
      if (parsed) throw error
      throw new MalformedBodyException(error)
    }
  }
}
