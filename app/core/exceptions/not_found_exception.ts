import { Exception } from '@adonisjs/core/exceptions'

/** A record or area the user may not see: always a 404, never a hint that it exists. */
export default class NotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
  static message = 'Not found'
}

/** The record, or the same 404 as an unknown URL when there is none. */
export function found<T>(record: T | null | undefined): T {
  if (record === null || record === undefined) throw new NotFoundException()
  return record
}
