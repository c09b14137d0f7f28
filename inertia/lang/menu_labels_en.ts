/**
 * The menu labels of every namespace (their `nav` messages), for the public
 * part of the catalogue: the build and the dev server put them here
 * (scripts/vite_page_messages.ts, menuMessages); this source stays empty.
 */
const labels: Record<string, string> = {}

export default labels
