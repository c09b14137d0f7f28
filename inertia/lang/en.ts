/* The English catalogue: Italian fills its gaps, as on the server (app/core/i18n.ts, messagesFor). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>('../../resources/lang/it/*.json', {
  eager: true,
  import: 'default',
})
const english = import.meta.glob<Record<string, any>>('../../resources/lang/en/*.json', {
  eager: true,
  import: 'default',
})

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
