import type { HttpContext } from '@adonisjs/core/http'

/** A refused realtime request: a JSON body like the API's errors, never a page or a 500. */
export function refuse(ctx: HttpContext, status: 400 | 403 | 404, message: string) {
  return ctx.response.status(status).json({ errors: [{ message }] })
}
