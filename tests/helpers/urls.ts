/** The path and query string of an absolute URL (a link of an e-mail), for the test client. */
export function pathOf(url: string) {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
