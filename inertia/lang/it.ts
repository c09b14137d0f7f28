/* The Italian catalogue: one bundle, cached by the browser like any other (immutable under /build/). */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>('../../resources/lang/it/*.json', {
  eager: true,
  import: 'default',
})

export default flattenCatalogue(files)
