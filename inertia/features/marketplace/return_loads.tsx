import { Anchor, SimpleGrid, Text } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { dateRange, money } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { RowCard } from '~/components/row_card'

type Load = Data.Marketplace.ReturnLoad
type DashboardLoad = Data.Marketplace.ReturnLoad.Variants['forDashboard']

const place = (side: { city: string; province: string }) => `${side.city} (${side.province})`

/**
 * Return loads as cards (they read the same at 390 px and on a desktop):
 * the route opening the marketplace's page of the transport, the payout,
 * the pickup days, vehicles and how far from the delivery; on the dashboard
 * also which of the team's transports it follows.
 */
export function ReturnLoadCards({
  loads,
  columns = 1,
}: {
  loads: (Load | DashboardLoad)[]
  /** side by side from the md breakpoint */
  columns?: number
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <SimpleGrid cols={{ base: 1, md: columns }} spacing="xs" verticalSpacing="xs">
      {loads.map((load) => (
        <RowCard
          key={load.id}
          title={
            <Anchor
              component={Link}
              route="transporter.marketplace.show"
              routeParams={{ id: load.id }}
              aria-label={t('marketplace.return_loads.open', { reference: load.reference })}
            >
              {place(load.pickup)} → {place(load.delivery)}
            </Anchor>
          }
          badge={
            <Text span fw={700} size="sm" className="money nowrap">
              {money(load.payoutCents)}
            </Text>
          }
          lines={[
            `${t('marketplace.return_loads.pickup', {
              range: dateRange(load.pickupFrom, load.pickupTo, locale),
            })} · ${t('transports.vehicles', { count: load.vehicleCount })}`,
            `${load.reference} · ${
              load.km === 0
                ? t('marketplace.return_loads.same_province')
                : t('marketplace.return_loads.km', { km: load.km })
            }`,
            'after' in load &&
              load.after &&
              t('marketplace.return_loads.after', {
                reference: load.after.reference,
                city: load.after.deliveryCity,
              }),
          ]}
        />
      ))}
    </SimpleGrid>
  )
}
