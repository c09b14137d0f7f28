import type { ApiClient } from '@japa/api-client'
import type User from '#identity/models/user'

/**
 * A form submission as the browser makes it, signed in as `user`: with the
 * CSRF token, the redirect answer itself (not followed). Chain `.form()` or
 * `.json()` for the body.
 */
export function submitAs(
  client: ApiClient,
  user: User,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string
) {
  return client[method](url).withCsrfToken().loginAs(user).redirects(0)
}
