import { Head, router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { modals } from '@mantine/modals'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useNavigating } from '~/lib/navigation'
import { confirmDanger } from '~/components/confirm'
import { routeOf } from '~/features/ordering/route_label'

type CartRow = Data.Ordering.Cart['items'][number]

/** The dealer's cart: quotes waiting to be paid, totals with VAT, checkout from the wallet. */
export default function Cart({
  cart,
  balanceCents,
}: {
  cart: Data.Ordering.Cart
  balanceCents: number
}) {
  const t = useT()
  const navigating = useNavigating()
  const [paying, setPaying] = useState(false)
  const insufficient = balanceCents < cart.totals.grossCents

  const remove = (row: CartRow) =>
    confirmDanger(t, {
      title: t('ordering.cart.remove_title', { reference: row.request.reference }),
      body: t('ordering.cart.remove_body'),
      confirm: t('ordering.cart.remove'),
      onConfirm: () =>
        router.delete(urlFor('dealer.cart.items.destroy', { id: row.id }), {
          preserveScroll: true,
        }),
    })

  const pay = () =>
    modals.openConfirmModal({
      title: t('ordering.cart.checkout_title'),
      children: (
        <Text size="sm">
          {t('ordering.cart.checkout_body', { amount: money(cart.totals.grossCents) })}
        </Text>
      ),
      labels: {
        confirm: t('ordering.cart.checkout', { amount: money(cart.totals.grossCents) }),
        cancel: t('common.cancel'),
      },
      onConfirm: () =>
        router.post(
          urlFor('dealer.cart.checkout'),
          { paymentMethod: 'wallet', expectedGrossCents: cart.totals.grossCents },
          { onStart: () => setPaying(true), onFinish: () => setPaying(false) }
        ),
    })

  return (
    <>
      <Head title={t('ordering.cart.title')} />
      <PageHeader title={t('ordering.cart.title')} description={t('ordering.cart.description')} />
      {navigating && !paying ? (
        <ListLoading rows={3} />
      ) : cart.items.length === 0 ? (
        <EmptyState
          title={t('ordering.cart.empty')}
          description={t('ordering.cart.empty_description')}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {cart.items.map((row) => (
                <Card
                  key={row.id}
                  withBorder
                  radius="md"
                  padding="md"
                  opacity={row.availability === 'payable' ? 1 : 0.75}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>{row.request.reference}</Text>
                        <Badge
                          variant="light"
                          color={
                            row.availability === 'payable'
                              ? 'green'
                              : row.availability === 'expired'
                                ? 'orange'
                                : 'gray'
                          }
                        >
                          {t(`ordering.availability.${row.availability}`)}
                        </Badge>
                      </Group>
                      <Text size="sm">{routeOf(row.request)}</Text>
                      <Text size="sm" c="dimmed">
                        {t('ordering.cart.vehicles')}:{' '}
                        {row.request.vehicles
                          .map((vehicle) => `${vehicle.make} ${vehicle.model}`)
                          .join(', ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('ordering.cart.expires', { date: date(row.expiresAt) })}
                      </Text>
                      {row.availability !== 'payable' && (
                        <Text size="xs" c="orange.8">
                          {t(
                            row.availability === 'expired'
                              ? 'ordering.cart.expired_hint'
                              : 'ordering.cart.unavailable_hint'
                          )}
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={4} align="flex-end">
                      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {money(row.grossCents)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('ordering.cart.net')} {money(row.netCents)}
                      </Text>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => remove(row)}
                      >
                        {t('ordering.cart.remove')}
                      </Button>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('ordering.cart.totals')}
                </Title>
                <Group justify="space-between">
                  <Text size="sm">{t('ordering.cart.net')}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {money(cart.totals.netCents)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">{t('ordering.cart.vat')}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {money(cart.totals.vatCents)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{t('ordering.cart.gross')}</Text>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="cart-gross">
                    {money(cart.totals.grossCents)}
                  </Text>
                </Group>
                <Select
                  label={t('ordering.cart.payment_method')}
                  data={[{ value: 'wallet', label: t('ordering.payment_method.wallet') }]}
                  value="wallet"
                  allowDeselect={false}
                  readOnly
                />
                <Text size="sm" c="dimmed">
                  {t('ordering.cart.balance', { amount: money(balanceCents) })}
                </Text>
                {insufficient && cart.payableCount > 0 && (
                  <Alert color="orange" variant="light" p="xs">
                    {t('ordering.cart.insufficient')}
                  </Alert>
                )}
                <Button
                  fullWidth
                  onClick={pay}
                  loading={paying}
                  disabled={cart.payableCount === 0 || insufficient}
                >
                  {t('ordering.cart.checkout', { amount: money(cart.totals.grossCents) })}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </>
  )
}
