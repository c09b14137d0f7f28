/**
 * Expected failures are data: actions return `ok(value)` or `err('code')`
 * and controllers map the code to a translated message.
 */
export type Ok<T> = { ok: true; value: T }
export type Err<E extends string> = { ok: false; error: E }
export type Result<T, E extends string> = Ok<T> | Err<E>

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value }
}

export function err<E extends string>(error: E): Err<E> {
  return { ok: false, error }
}
