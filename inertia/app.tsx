import './css/app.css'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { theme } from '~/theme'
import { layoutFor, loadLayoutFor } from '~/layouts/layout_for'
import { client } from '~/lib/routes'
import { loadPageCatalogue, loadPublicCatalogue } from '~/lib/catalogue'

const appName = document.title || 'Trasporti'

/*
 * The notifications' container (and its transitions) loads after the first
 * render, off the first load: a notification shown before it is there waits
 * in @mantine/notifications' store and appears when it mounts.
 */
const Notifications = lazy(() =>
  import('~/lib/shims/notifications_container').then((module) => ({
    default: module.Notifications,
  }))
)
/*
 * The page's CSP nonce (config/shield.ts) for the <style> tags that Inertia,
 * Mantine and react-remove-scroll (Mantine's modals, through get-nonce, which
 * reads the global __webpack_nonce__) add.
 */
const nonce =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined
;(window as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce

/*
 * The page's language is in the page object; the parts of its catalogue the
 * page needs load with the page bundle and its layout (inertia/lib/catalogue.ts).
 */
const initialPage = document.querySelector('script[data-page="app"]')?.textContent
const initialLocale: string = initialPage ? (JSON.parse(initialPage).props?.locale ?? 'it') : 'it'

createInertiaApp({
  nonce,
  title: (title) => (title ? `${title} - ${appName}` : appName),
  resolve: async (name) => {
    const pages = import.meta.glob('./pages/**/*.tsx')
    const importPage = pages[`./pages/${name}.tsx`]
    if (!importPage) throw new Error(`Page not found: ${name}`)
    const [page]: any[] = await Promise.all([
      importPage(),
      loadPublicCatalogue(initialLocale),
      loadLayoutFor(name),
    ])
    /* a signed-in page: the rest of the catalogue (inertia/lib/catalogue.ts) */
    await loadPageCatalogue(initialLocale, name)
    const component = page.default
    component.layout ??= (child: ReactNode) => layoutFor(name, child)
    return component
  },
  setup({ el, App, props }) {
    createRoot(el).render(
      <TuyauProvider client={client}>
        {/* every theme variable written here, none in a stylesheet (inertia/css/app.css) */}
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          deduplicateCssVariables={false}
          getStyleNonce={() => nonce ?? ''}
        >
          <ModalsProvider>
            <Suspense fallback={null}>
              <Notifications position="bottom-right" />
            </Suspense>
            <App {...props} />
          </ModalsProvider>
        </MantineProvider>
      </TuyauProvider>
    )
  },
  progress: {
    color: '#4B5563',
  },
})
