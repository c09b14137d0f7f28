/**
 * Notification templates (resources/lang/{it,en}/notifications.json,
 * `notifications.templates.<type>.subject|body|action`): ICU messages whose
 * arguments must be among the variables the catalogue declares for the type.
 * Pure: no database, no HTTP.
 */
import { IntlMessageFormat } from 'intl-messageformat'

type Element = ReturnType<IntlMessageFormat['getAst']>[number]
/* ICU element kinds without an argument name: literal (0) and # (7). */
const NAMELESS = new Set([0, 7])
const TAG = 8

export const TEMPLATE_FIELDS = ['subject', 'body', 'action'] as const
export type TemplateField = (typeof TEMPLATE_FIELDS)[number]

export function templateKey(type: string, field: TemplateField) {
  return `notifications.templates.${type}.${field}`
}

function collect(elements: Element[], names: Set<string>) {
  for (const element of elements) {
    if (NAMELESS.has(element.type)) continue
    if ('value' in element && typeof element.value === 'string') names.add(element.value)
    if ('options' in element) {
      for (const option of Object.values(element.options)) collect(option.value, names)
    }
    if (element.type === TAG && 'children' in element) collect(element.children, names)
  }
}

/** The variables a template uses; null when it is not a valid ICU message. */
export function templateVariables(message: string): string[] | null {
  try {
    const names = new Set<string>()
    collect(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst(), names)
    return [...names]
  } catch {
    return null
  }
}

/** The variables a template uses that its type does not declare (null: the message does not parse). */
export function undeclaredVariables(message: string, declared: readonly string[]): string[] | null {
  const used = templateVariables(message)
  if (!used) return null
  return used.filter((name) => !declared.includes(name))
}

/** Longest text an edited template field may hold (Admin → Settings → Notifications). */
export const TEMPLATE_LIMITS: Readonly<Record<TemplateField, number>> = {
  subject: 500,
  body: 4000,
  action: 120,
}

export type TemplateTexts = Record<TemplateField, string>

export type TemplateFieldError =
  | { field: TemplateField; code: 'unknown_variables'; names: string[] }
  | { field: TemplateField; code: 'invalid_syntax'; names: [] }

/**
 * Why an edited template cannot be saved, field by field: a message that is
 * not valid ICU, or one using variables its type does not declare.
 */
export function templateErrors(
  texts: TemplateTexts,
  declared: readonly string[]
): TemplateFieldError[] {
  const errors: TemplateFieldError[] = []
  for (const field of TEMPLATE_FIELDS) {
    const unknown = undeclaredVariables(texts[field], declared)
    if (unknown === null) errors.push({ field, code: 'invalid_syntax', names: [] })
    else if (unknown.length > 0) errors.push({ field, code: 'unknown_variables', names: unknown })
  }
  return errors
}

/**
 * Example values of the variables, for the preview and the test e-mail
 * (select arguments get one of their real options).
 */
const SAMPLE_VALUES: Record<string, string | number> = {
  reference: 'TR-2026-00042',
  amount: '€ 1.250,00',
  team: 'Autosalone Esempio S.r.l.',
  inviter: 'Mario Rossi',
  member: 'Giulia Bianchi',
  expires: '30/11/2026',
  search: 'Milano → Roma',
  from: 'Milano (MI)',
  to: 'Roma (RM)',
  carrier: 'Trasporti Esempio S.p.A.',
  state: 'in_transit',
  session: 'Sessione #12',
  ends: '30/11/2026 18:00',
  when: '30/11/2026 10:30',
  document: 'CMR',
  kind: 'pickup',
  sender: 'Mario Rossi',
  preview: 'Buongiorno, confermo il ritiro per domani mattina.',
  title: 'Manutenzione programmata',
  days: 7,
  company: 'Concessionaria Esempio S.r.l.',
}

/** Example values for the variables a type declares (a variable without an example shows its name). */
export function sampleParams(variables: readonly string[]): Record<string, string | number> {
  return Object.fromEntries(variables.map((name) => [name, SAMPLE_VALUES[name] ?? name]))
}
