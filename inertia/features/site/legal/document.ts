/**
 * Legal pages (privacy policy, terms of service): per-locale content modules
 * fill this structure from the company data the server sends
 * (config/company.ts through CompanyTransformer, overridable by environment
 * variables). Purely client-side: how a legal text is laid out.
 */
import type { Data } from '@generated/data'

export type CompanyInfo = Data.Site.Company
export type CookieInUse = Data.Site.Cookie

export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] }

export type LegalDocument = { intro: string[]; sections: LegalSection[] }

export const p = (text: string): LegalBlock => ({ kind: 'p', text })
export const list = (...items: (string | false | null | undefined)[]): LegalBlock => ({
  kind: 'list',
  items: items.filter((item): item is string => typeof item === 'string' && item.length > 0),
})
export const table = (head: string[], rows: string[][]): LegalBlock => ({
  kind: 'table',
  head,
  rows,
})

/** "2h" -> "2 ore" / "2 hours", "1y" -> "1 anno" / "1 year" (the config's duration strings). */
export function durationLabel(value: string, locale: 'it' | 'en'): string {
  const match = /^(\d+)\s*(s|m|h|d|w|y)$/i.exec(value.trim())
  if (!match) return value
  const amount = Number(match[1])
  const unit = match[2]!.toLowerCase()
  const words: Record<string, [string, string, string, string]> = {
    s: ['secondo', 'secondi', 'second', 'seconds'],
    m: ['minuto', 'minuti', 'minute', 'minutes'],
    h: ['ora', 'ore', 'hour', 'hours'],
    d: ['giorno', 'giorni', 'day', 'days'],
    w: ['settimana', 'settimane', 'week', 'weeks'],
    y: ['anno', 'anni', 'year', 'years'],
  }
  const [itOne, itMany, enOne, enMany] = words[unit]!
  const word = locale === 'it' ? (amount === 1 ? itOne : itMany) : amount === 1 ? enOne : enMany
  return `${amount} ${word}`
}
