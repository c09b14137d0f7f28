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
