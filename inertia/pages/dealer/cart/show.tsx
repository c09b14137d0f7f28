import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
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
import { EmptyAction } from '~/components/empty_action'

type CartRow = Data.Ordering.Cart['items'][number]
type PaymentMethod = 'wallet' | 'bank_transfer' | 'card'

/** The dealer's cart: quotes waiting to be paid, totals with VAT, checkout from the wallet. */
export default function Cart({
  cart,
  balanceCents,
  paymentMethods,
  invoiceable,
}: {
  cart: Data.Ordering.Cart
  balanceCents: number
  /** 'bank_transfer' only while the platform's IBAN is set */
  paymentMethods: PaymentMethod[]
  invoiceable: boolean
}) {
  const t = useT()
  const navigating = useNavigating()
  const [paying, setPaying] = useState(false)
  const [method, setMethod] = useState<PaymentMethod>('wallet')
  const byTransfer = method === 'bank_transfer'
  const byCard = method === 'card'
  /* the texts of each way to pay: the wallet's, the transfer's, the card's */
  const texts = byTransfer ? 'checkout_transfer' : byCard ? 'checkout_card' : 'checkout'
  /* Every payable quote is chosen at first; the dealer may leave some for later. */
  const payable = cart.items.filter((row) => row.availability === 'payable')
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set())
  const chosen = payable.filter((row) => !unchosen.has(row.quoteId))
  const totals = chosen.reduce(
    (sum, row) => ({
      netCents: sum.netCents + row.netCents,
      vatCents: sum.vatCents + row.vatCents,
      grossCents: sum.grossCents + row.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 }
  )
  /* a bank transfer does not touch the wallet */
  const insufficient = method === 'wallet' && balanceCents < totals.grossCents
  const toggle = (quoteId: number, pay: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current)
      if (pay) next.delete(quoteId)
      else next.add(quoteId)
      return next
    })

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

  const amount = money(totals.grossCents)
  const checkoutLabel = t(`ordering.cart.${texts}`, { amount })
  const pay = () =>
    modals.openConfirmModal({
      title: t(`ordering.cart.${texts}_title`),
      children: <Text size="sm">{t(`ordering.cart.${texts}_body`, { amount })}</Text>,
      labels: { confirm: checkoutLabel, cancel: t('common.cancel') },
      onConfirm: () =>
        router.post(
          urlFor('dealer.cart.checkout'),
          {
            paymentMethod: method,
            quoteIds: chosen.map((row) => row.quoteId),
            expectedGrossCents: totals.grossCents,
          },
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
          action={
            <EmptyAction route="dealer.requests.index" label={t('ordering.cart.empty_action')} />
          }
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
                        {row.availability === 'payable' && (
                          <Checkbox
                            aria-label={t('ordering.cart.select')}
                            title={t('ordering.cart.select')}
                            checked={!unchosen.has(row.quoteId)}
                            onChange={(event) => toggle(row.quoteId, event.currentTarget.checked)}
                          />
                        )}
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
                    {money(totals.netCents)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">{t('ordering.cart.vat')}</Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {money(totals.vatCents)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{t('ordering.cart.gross')}</Text>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="cart-gross">
                    {money(totals.grossCents)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('ordering.cart.selected', { count: chosen.length, total: payable.length })}
                </Text>
                <Select
                  label={t('ordering.cart.payment_method')}
                  data={paymentMethods.map((value) => ({
                    value,
                    label: t(`ordering.payment_method.${value}`),
                  }))}
                  value={method}
                  onChange={(value) => value && setMethod(value as PaymentMethod)}
                  allowDeselect={false}
                  readOnly={paymentMethods.length < 2}
                />
                <Text size="sm" c="dimmed">
                  {byTransfer
                    ? t('ordering.cart.transfer_hint')
                    : byCard
                      ? t('ordering.cart.card_hint')
                      : t('ordering.cart.balance', { amount: money(balanceCents) })}
                </Text>
                {!invoiceable && (
                  <Alert color="yellow" variant="light" p="xs">
                    <Text size="sm">{t('ordering.cart.billing_incomplete')}</Text>
                    <Anchor component={Link} route="settings.billing" size="sm">
                      {t('ordering.cart.billing_link')}
                    </Anchor>
                  </Alert>
                )}
                {insufficient && chosen.length > 0 && (
                  <Alert color="orange" variant="light" p="xs">
                    {t('ordering.cart.insufficient')}
                  </Alert>
                )}
                {payable.length > 0 && chosen.length === 0 && (
                  <Alert color="blue" variant="light" p="xs">
                    {t('ordering.cart.none_selected')}
                  </Alert>
                )}
                <Button
                  fullWidth
                  onClick={pay}
                  loading={paying}
                  disabled={chosen.length === 0 || insufficient || !invoiceable}
                >
                  {checkoutLabel}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </>
  )
}
