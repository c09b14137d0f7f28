/*
| HTTP kernel: global (server) middleware, router middleware and named middleware.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#core/exceptions/handler'))

/**
 * Everything a page needs runs for every request, matched or not, so that
 * error pages (404 included) render with the session, the CSRF meta tag, the
 * signed-in user and their language: an unknown URL looks exactly like a
 * forbidden one.
 *
 * The order matters:
 * - security headers (CSP nonce, frame, HSTS, nosniff, Referrer-Policy) first,
 *   so that every answer carries them;
 * - session, auth, bouncer, locale and Inertia before anything reads the
 *   request body, so that a body that cannot be read (malformed JSON, over the
 *   limit) or a failed CSRF check is answered in the user's language, with a
 *   flashed message or JSON, never a raw key or plain HTML;
 * - the body parser, then the input normalisation (NUL and lone surrogates
 *   refused with a field error, a non-string `_method` dropped) before anything
 *   reads the input, then Shield's CSRF check (it may read `_csrf` from the body).
 */
server.use([
  /* npm run bench only: X-Query-Count on every answer (app/core/database/query_count.ts) */
  ...(process.env.BENCH_QUERY_COUNT === 'true' ? [() => import('#core/database/query_count')] : []),
  () => import('#core/middleware/container_bindings_middleware'),
  () => import('#core/middleware/security_headers_middleware'),
  () => import('#core/middleware/static_files_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#core/middleware/initialize_bouncer_middleware'),
  () => import('#core/middleware/detect_user_locale_middleware'),
  () => import('#core/middleware/inertia_middleware'),
  () => import('#core/middleware/body_parser_middleware'),
  () => import('#core/middleware/input_normalization_middleware'),
  () => import('#core/middleware/csrf_middleware'),
])

router.use([() => import('#core/middleware/impersonation_guard_middleware')])

export const middleware = router.named({
  auth: () => import('#core/middleware/auth_middleware'),
  guest: () => import('#core/middleware/guest_middleware'),
  verified: () => import('#core/middleware/verified_middleware'),
  area: () => import('#core/middleware/area_middleware'),
  passwordConfirmed: () => import('#core/middleware/password_confirmed_middleware'),
  apiAuth: () => import('#core/middleware/api_auth_middleware'),
})
