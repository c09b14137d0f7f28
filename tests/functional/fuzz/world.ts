/**
 * Who the fuzz suite sends requests as, and the records their URLs point at:
 * a guest, and the owner of a dealer, a transporter and a staff team, with a
 * few real records so that id parameters reach controllers (a draft request, a
 * paid order with its transport, a cart item, a supplier) and an API token.
 */
import router from '@adonisjs/core/services/router'
import User from '#identity/models/user'
import type Team from '#teams/models/team'
import { isIdParamName } from '#core/http/route_params'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest, validRequestBody } from '#tests/helpers/request_factories'
import { createDealerTransport } from '#tests/helpers/transport_factories'
import { createCartItem } from '#tests/helpers/ordering_factories'
import {
  createSupplier,
  settingsFormPayload,
  supplierPayload,
} from '#tests/helpers/pricing_factories'

/** Never produced by the generators: no fuzzed body can confirm a password or delete an account. */
const ACTOR_PASSWORD = 'fuzz-Not-Guessable-7f3a9c'

export type Kind = 'guest' | 'dealer' | 'transporter' | 'staff'

export type Actor = {
  kind: Kind
  user?: User
  team?: Team
  /** Bearer token for /api routes. */
  token?: string
  /** The area prefix the actor's team lives in. */
  area?: '/dealer' | '/transporter' | '/admin'
}

export type World = {
  actors: Actor[]
  /** Record ids by the URL segment (or parameter name without `Id`) that names them. */
  records: Record<string, number>
}

export async function buildWorld(): Promise<World> {
  const dealer = await createUserWithTeam('dealer', { password: ACTOR_PASSWORD })
  const transporter = await createUserWithTeam('transporter', { password: ACTOR_PASSWORD })
  const staff = await createUserWithTeam('staff', { password: ACTOR_PASSWORD })
  const draft = await createRequest(dealer.team)
  const { transport, order } = await createDealerTransport({ dealer })
  const { item } = await createCartItem(dealer.team, dealer.user.id)
  const supplier = await createSupplier(dealer.team.id)
  const token = await User.accessTokens.create(
    dealer.user,
    ['read', 'create', 'update', 'delete'],
    {
      name: 'fuzz',
    }
  )
  return {
    actors: [
      { kind: 'guest' },
      { kind: 'dealer', ...dealer, area: '/dealer', token: token.value!.release() },
      { kind: 'transporter', ...transporter, area: '/transporter' },
      { kind: 'staff', ...staff, area: '/admin' },
    ],
    records: {
      'requests': draft.request.id,
      'transports': transport.id,
      'orders': order.id,
      'items': item.id,
      'suppliers': supplier.id,
      'supplier': supplier.id,
      'wallet': dealer.team.id,
      'team': dealer.team.id,
      'api-tokens': Number(token.identifier),
    },
  }
}

export const AREAS = ['/admin', '/dealer', '/transporter'] as const

export function areaOf(pattern: string) {
  return AREAS.find((area) => pattern === area || pattern.startsWith(`${area}/`))
}

/** The URL of a route pattern for an actor: its own team for /teams/:id, the world's records elsewhere. */
export function urlFor(pattern: string, actor: Actor, world: World) {
  const segments = pattern.split('/')
  return segments
    .map((segment, index) => {
      if (segment === '*') return 'x'
      if (!segment.startsWith(':')) return segment
      const name = segment.slice(1).replace(/\?$/, '')
      if (name === 'token') return 'not-a-real-token'
      if (name === 'hash') return 'not-a-real-hash'
      if (!isIdParamName(name)) return '1'
      const key = name === 'id' ? segments[index - 1] : name.slice(0, -2)
      if (key === 'teams' && actor.team) return String(actor.team.id)
      return String(world.records[key] ?? 1)
    })
    .join('/')
}

/** Routes as the router has them now (new routes are fuzzed without editing this suite). */
export function allRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern !== '/__transmit/events')
}

/**
 * Near-valid bodies of some forms: the fuzz also sends them with one field
 * made hostile, so that the hostile value passes the other fields' validation
 * and reaches the action and the database.
 */
export const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'dealer.requests.store': () => validRequestBody(),
  'dealer.requests.update': () => validRequestBody(),
  'dealer.requests.estimate': () => validRequestBody(),
  'api.v1.transport_requests.store': () => validRequestBody(),
  'dealer.suppliers.store': () => supplierPayload(),
  'dealer.suppliers.update': () => supplierPayload(),
  'admin.settings.general.update': () => settingsFormPayload(),
  /* Realtime: a well-formed client id, so that the channel reaches Transmit. */
  'subscribe': () => ({ uid: 'fuzz-client-0001', channel: 'users/1' }),
  'unsubscribe': () => ({ uid: 'fuzz-client-0001', channel: 'users/1' }),
}
