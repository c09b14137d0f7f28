import type { ApiResponse } from '@japa/api-client'

/** The field errors flashed by a redirecting form submission (what the next page's `errors` prop shows). */
export function flashedFieldErrors(response: ApiResponse): Record<string, string[]> {
  const flash = response.flashMessages() as Record<string, any>
  return (flash.inputErrorsBag ?? {}) as Record<string, string[]>
}
