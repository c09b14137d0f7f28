/**
 * Integer euro cents columns (bigint in the database). PostgreSQL returns
 * bigints as strings: always hand the application a safe integer number.
 */
export function centsColumn() {
  return {
    consume: (value: unknown) => {
      if (value === null || value === undefined) return value
      const cents = Number(value)
      if (!Number.isSafeInteger(cents))
        throw new Error(`Not an integer amount of cents: ${String(value)}`)
      return cents
    },
  }
}
