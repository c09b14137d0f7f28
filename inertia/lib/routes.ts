/**
 * Routes by name, never by literal URL: the registry is generated from the
 * server's named routes (.adonisjs/client/registry, by `node ace codegen`,
 * the dev server and the build), so a renamed or removed route fails the
 * typecheck instead of a user's click.
 *
 *   <Link route="dealer.transports.show" routeParams={{ id }}>   (@adonisjs/inertia/react)
 *   <Form route="dealer.requests.store">
 *   router.visit(urlFor('admin.wallet.show', { teamId }))
 */
import { registry } from '@generated/registry'
import { routeClient } from '~/lib/route_client'

/* Tuyau's URL builder without its HTTP client (inertia/lib/route_client.ts) */
export const client = routeClient(registry)

export const urlFor = client.urlFor
