/**
 * A tiny HTTP client that behaves like a browser running the Inertia client:
 * it keeps a cookie jar across requests (the Japa api client starts a fresh
 * session for every request), sends the XSRF-TOKEN cookie back as
 * X-XSRF-TOKEN, and never follows redirects by itself so tests see them.
 * It talks to the HTTP server the functional suite starts (HOST/PORT).
 */
export type InertiaVisitOptions = {
  inertia?: boolean
  version?: string
  errorBag?: string
  xsrf?: boolean
  headers?: Record<string, string>
  /** A body sent as is (malformed JSON, another content type…) instead of `body` as JSON. */
  raw?: { body: string | Uint8Array<ArrayBuffer>; contentType: string }
}

export class BrowserLikeClient {
  readonly baseUrl = `http://${process.env.HOST || 'localhost'}:${process.env.PORT}`
  readonly cookies = new Map<string, string>()

  /** The Set-Cookie lines of the last response. */
  lastSetCookies: string[] = []

  private remember(response: Response) {
    this.lastSetCookies = response.headers.getSetCookie()
    for (const line of this.lastSetCookies) {
      const [pair, ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a)
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** What the Inertia client puts in X-XSRF-TOKEN: the decoded cookie value. */
  xsrfToken() {
    const raw = this.cookies.get('XSRF-TOKEN')
    return raw ? decodeURIComponent(raw) : undefined
  }

  async request(method: string, path: string, body?: unknown, options: InertiaVisitOptions = {}) {
    const headers: Record<string, string> = {
      Accept: 'text/html, application/xhtml+xml',
      ...options.headers,
    }
    if (options.inertia !== false) {
      headers['X-Inertia'] = 'true'
      headers['X-Inertia-Version'] = options.version ?? '1'
      headers['X-Requested-With'] = 'XMLHttpRequest'
    }
    if (options.errorBag) headers['X-Inertia-Error-Bag'] = options.errorBag
    if (options.xsrf !== false && this.xsrfToken()) headers['X-XSRF-TOKEN'] = this.xsrfToken()!
    if (this.cookies.size) headers['Cookie'] = this.cookieHeader()
    let payload: string | Uint8Array<ArrayBuffer> | undefined
    if (options.raw) {
      headers['Content-Type'] = options.raw.contentType
      payload = options.raw.body
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    })
    this.remember(response)
    const text = await response.text()
    let json: any
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      setCookies: this.lastSetCookies,
    }
  }

  get(path: string, options: InertiaVisitOptions = {}) {
    return this.request('GET', path, undefined, options)
  }

  post(path: string, body: unknown, options: InertiaVisitOptions = {}) {
    return this.request('POST', path, body, options)
  }

  put(path: string, body: unknown, options: InertiaVisitOptions = {}) {
    return this.request('PUT', path, body, options)
  }

  /** Follows a redirect response the way the browser does for an Inertia XHR (same headers). */
  async follow(response: { status: number; headers: Headers }, options: InertiaVisitOptions = {}) {
    const location = response.headers.get('location')
    if (!location) throw new Error(`Not a redirect: ${response.status}`)
    const url = new URL(location, this.baseUrl)
    return this.get(url.pathname + url.search, options)
  }
}
