import { Exception } from '@adonisjs/core/exceptions'

/**
 * The request body could not be read: malformed JSON, a JSON scalar where an
 * object is expected, an unsupported encoding, a broken multipart stream (400),
 * or more data than the body parser accepts (413). Raised by the body parser
 * middleware in place of the parser's own errors, so that the exception
 * handler answers every one of them the same way: a translated message (JSON
 * for API and JSON clients, back to the form with a flashed error for pages).
 */
export default class MalformedBodyException extends Exception {
  static code = 'E_MALFORMED_BODY'

  constructor(cause: unknown) {
    const status = (cause as { status?: unknown })?.status === 413 ? 413 : 400
    super(status === 413 ? 'Request body too large' : 'Malformed request body', {
      status,
      code: status === 413 ? 'E_BODY_TOO_LARGE' : 'E_MALFORMED_BODY',
      cause,
    })
  }

  get tooLarge() {
    return this.status === 413
  }
}
