import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { modals } from '@mantine/modals'
import { IconArrowLeft, IconLock, IconPhone } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { useChannel } from '~/lib/realtime'
import { PageHeader } from '~/components/page_header'
import { BidPanel, type Bidding } from '~/features/marketplace/bid_panel'
import { ScoreBadge, type TeamScore } from '~/features/ratings/rating_panel'

type Offer = Data.Marketplace.MarketplaceTransport

/** One transport of the marketplace: what the carrier needs to decide, and buy-now. */
export default function MarketplaceShow({
  transport,
  categories,
  bidding,
  myBid,
  can,
  dealerScore,
}: {
  transport: Offer
  categories: Data.Pricing.CategoryChoice[]
  bidding: Bidding
  myBid: Data.Marketplace.Bid | null
  can: { buy: boolean; bid: boolean }
  dealerScore: TeamScore
}) {
  const t = useT()
  const locale = useLocale()
  const categoryName = (code: string) => {
    const category = categories.find((candidate) => candidate.code === code)
    return category ? (locale === 'en' ? category.nameEn : category.nameIt) : code
  }
  const [buying, setBuying] = useState(false)
  /* set while this tab's own purchase is under way (a ref: the channel's listener reads it live) */
  const ownPurchase = useRef(false)
  const title = t('marketplace.show.title', { reference: transport.reference })
  /*
   * Taken by someone else meanwhile: the page reloads and the server says so.
   * Not for this tab's own purchase: that reload would race the redirect that
   * carries the confirmation, and could take its flash message.
   */
  useChannel('transports/published', (message) => {
    if (
      message.type === 'marketplace.changed' &&
      message.transportId === transport.id &&
      !ownPurchase.current
    )
      router.reload()
  })
  const buy = () =>
    modals.openConfirmModal({
      title: t('marketplace.show.buy_title', { reference: transport.reference }),
      children: (
        <Text size="sm">
          {t('marketplace.show.buy_body', { amount: money(transport.payoutCents) })}
        </Text>
      ),
      labels: {
        confirm: t('marketplace.show.buy', { amount: money(transport.payoutCents) }),
        cancel: t('common.cancel'),
      },
      onConfirm: () =>
        router.post(
          urlFor('transporter.marketplace.buy', { id: transport.id }),
          { stateVersion: transport.stateVersion },
          {
            onStart: () => {
              ownPurchase.current = true
              setBuying(true)
            },
            onFinish: () => {
              ownPurchase.current = false
              setBuying(false)
            },
          }
        ),
    })
  const window = (from: string | null, to: string | null) =>
    t('marketplace.show.window', { from: from ? date(from) : '—', to: to ? date(to) : '—' })
  const services = [
    transport.services.express && t('requests.form.express'),
    transport.services.covered && t('requests.form.covered'),
    transport.services.extraInsurance && t('requests.form.extra_insurance'),
  ].filter(Boolean)
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            route="transporter.marketplace.index"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('marketplace.show.back')}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['pickup', 'delivery'] as const).map((side) => (
                <Paper key={side} withBorder p="md" radius="md">
                  <Title order={2} size="h4">
                    {t(`marketplace.show.${side}`)}
                  </Title>
                  <Text mt={4}>
                    {transport[side].city} ({transport[side].province})
                  </Text>
                  <Text size="sm" c="dimmed">
                    {window(transport[side].dateFrom, transport[side].dateTo)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Info label={t('marketplace.show.pickup_on')} value={date(transport.pickupOn)} />
                <Info
                  label={t('marketplace.show.delivery_estimate_on')}
                  value={date(transport.deliveryEstimateOn)}
                />
                <Info label={t('marketplace.show.distance')} value={`${transport.distanceKm} km`} />
                <Info
                  label={t('marketplace.show.vehicles')}
                  value={t('transports.vehicles', { count: transport.vehicleCount })}
                />
              </SimpleGrid>
              <Text size="sm" mt="md">
                <b>{t('marketplace.show.services')}:</b>{' '}
                {services.length ? services.join(', ') : t('marketplace.show.no_services')}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb="xs">
                {t('marketplace.show.vehicles')}
              </Title>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('marketplace.show.make_model')}</Table.Th>
                    <Table.Th>{t('marketplace.show.category')}</Table.Th>
                    <Table.Th>{t('marketplace.show.running')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transport.vehicles.map((vehicle) => (
                    <Table.Tr key={vehicle.id}>
                      <Table.Td>
                        {vehicle.make} {vehicle.model}
                      </Table.Td>
                      <Table.Td>{categoryName(vehicle.category)}</Table.Td>
                      <Table.Td>
                        {vehicle.running ? t('marketplace.show.yes') : t('marketplace.show.no')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('marketplace.show.payout')}
              </Text>
              <Text size="xl" fw={800} className="money">
                {money(transport.payoutCents)}
              </Text>
              {transport.payoutPerKmCents !== null && (
                <Text size="sm" c="dimmed">
                  {t('marketplace.show.payout_km', { amount: money(transport.payoutPerKmCents) })}
                </Text>
              )}
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('ratings.score.dealer')}
                </Text>
                <ScoreBadge score={dealerScore} size="sm" />
              </Stack>
              {can.buy && (
                <Button size="md" onClick={buy} loading={buying}>
                  {t('marketplace.show.buy', { amount: money(transport.payoutCents) })}
                </Button>
              )}
              <BidPanel
                transportId={transport.id}
                window={{ from: transport.pickup.dateFrom, to: transport.pickup.dateTo }}
                bidding={bidding}
                myBid={myBid}
                canBid={can.bid}
              />
              <Button
                component={Link}
                route="transporter.calls.create"
                qs={{ transport: transport.id }}
                variant="default"
                leftSection={<IconPhone size={16} aria-hidden />}
              >
                {t('calls.book')}
              </Button>
              <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />}>
                <Text size="xs">{t('marketplace.show.private_hint')}</Text>
              </Alert>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  )
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={2} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  )
}
