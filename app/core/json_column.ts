/**
 * Column adapters that behave the same on SQLite and PostgreSQL:
 * JSON stored as text, booleans that come back as 0/1 from SQLite.
 */
export function jsonColumn<T>() {
  return {
    prepare: (value: T | null | undefined) =>
      value === null || value === undefined ? null : JSON.stringify(value),
    consume: (value: unknown): T | null => {
      if (value === null || value === undefined || value === '') return null
      if (typeof value === 'string') {
        try {
          return JSON.parse(value) as T
        } catch {
          return null
        }
      }
      return value as T
    },
  }
}

export function booleanColumn() {
  return {
    prepare: (value: unknown) => (value === null || value === undefined ? value : Boolean(value)),
    consume: (value: unknown) => (value === null || value === undefined ? value : Boolean(value)),
  }
}
