import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { date, dateTime, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { confirmDanger } from '~/components/confirm'
import { OrderStateBadge } from '~/features/ordering/order_state_badge'
import { routeOf } from '~/features/ordering/route_label'
import { BankTransferPanel, type BankAccount } from '~/features/ordering/bank_transfer_panel'
import { CardPaymentPanel, type CardPayment } from '~/features/ordering/card_payment_panel'

const ROUTES = {
  dealer: {
    index: 'dealer.orders.index',
    transport: 'dealer.transports.show',
    pdf: 'dealer.invoices.pdf',
    xml: 'dealer.invoices.xml',
  },
  admin: {
    index: 'admin.orders.index',
    transport: 'admin.transports.show',
    pdf: 'admin.invoices.pdf',
    xml: 'admin.invoices.xml',
  },
} as const

/** What an order's page receives, in every area. */
export type OrderShowProps = {
  order: Data.Ordering.Order.Variants['forDetail']
  can: { cancel: boolean; receiveTransfer?: boolean }
  /** The platform's account, while the order waits for a bank transfer. */
  bankAccount: BankAccount
  /** The dealer's order waiting for its card payment (dealer area only). */
  cardPayment?: CardPayment
}

/** An order's page: its title and the order in the area's links. */
export function OrderShowPage({
  order,
  can,
  bankAccount,
  cardPayment,
  area,
}: OrderShowProps & { area: keyof typeof ROUTES }) {
  const t = useT()
  return (
    <>
      <Head title={t('ordering.orders.show_title', { reference: order.reference })} />
      <OrderDetailView
        order={order}
        area={area}
        canCancel={can.cancel}
        transfer={
          cardPayment && area === 'dealer' ? (
            <CardPaymentPanel order={order} card={cardPayment} />
          ) : (
            <BankTransferPanel
              order={order}
              account={bankAccount}
              canReceive={can.receiveTransfer ?? false}
              forDealer={area === 'dealer'}
            />
          )
        }
      />
    </>
  )
}

/** One order: lines, totals, wallet movements, transports; dealers may cancel it before assignment. */
export function OrderDetailView({
  order,
  area,
  canCancel,
  transfer,
}: {
  order: Data.Ordering.Order.Variants['forDetail']
  area: keyof typeof ROUTES
  /** The bank transfer's details (an order waiting for one) */
  transfer?: React.ReactNode
  /** The caller may cancel this order (the policy); whether its state allows it is `order.cancellable`. */
  canCancel: boolean
}) {
  const t = useT()
  const routes = ROUTES[area]
  const cancel = () =>
    confirmDanger(t, {
      title: t('ordering.orders.cancel_title', { reference: order.reference }),
      body:
        order.state === 'pending_payment'
          ? t('ordering.orders.cancel_waiting_body')
          : t('ordering.orders.cancel_body', { amount: money(order.grossCents) }),
      confirm: t(
        order.state === 'pending_payment'
          ? 'ordering.orders.cancel_waiting'
          : 'ordering.orders.cancel'
      ),
      onConfirm: () =>
        router.post(urlFor('dealer.orders.cancel', { id: order.id }), {}, { preserveScroll: true }),
    })
  return (
    <>
      <PageHeader
        title={t('ordering.orders.show_title', { reference: order.reference })}
        description={
          <Anchor component={Link} route={routes.index} size="sm">
            {t('ordering.orders.back')}
          </Anchor>
        }
        actions={
          canCancel && order.cancellable ? (
            <Button color="red" variant="light" onClick={cancel}>
              {t(
                order.state === 'pending_payment'
                  ? 'ordering.orders.cancel_waiting'
                  : 'ordering.orders.cancel'
              )}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <Group gap="sm">
          <OrderStateBadge state={order.state} />
          {order.team && <Text size="sm">{order.team.name}</Text>}
          {order.state === 'paid' && order.paidAt && (
            <Text size="sm" c="dimmed">
              {t('ordering.orders.paid_at', { date: dateTime(order.paidAt) })}
            </Text>
          )}
          {(order.state === 'refunded' || order.state === 'cancelled') && order.cancelledAt && (
            <Text size="sm" c="dimmed">
              {t(`ordering.orders.${order.state}_at`, { date: dateTime(order.cancelledAt) })}
            </Text>
          )}
        </Group>
        {transfer}
        {canCancel && order.state === 'paid' && !order.cancellable && (
          <Alert color="gray" variant="light">
            {t('ordering.orders.not_cancellable_hint')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="sm">
            {t('ordering.orders.lines')}
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ordering.cart.request')}</Table.Th>
                  <Table.Th>{t('ordering.cart.route')}</Table.Th>
                  <Table.Th ta="right">{t('ordering.cart.net')}</Table.Th>
                  <Table.Th ta="right">{t('ordering.cart.vat')}</Table.Th>
                  <Table.Th ta="right">{t('ordering.cart.gross')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      {item.request.reference}
                      <Text size="xs" c="dimmed">
                        {item.request.vehicles
                          .map((vehicle) => `${vehicle.make} ${vehicle.model}`)
                          .join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{routeOf(item.request)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(item.netCents)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(item.vatCents)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(item.grossCents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>{t('ordering.cart.gross')}</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(order.netCents)}
                  </Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(order.vatCents)}
                  </Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(order.grossCents)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="sm">
            {t('ordering.orders.transports')}
          </Title>
          {order.transports.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('ordering.orders.no_transports')}
            </Text>
          ) : (
            <Stack gap={6}>
              {order.transports.map((transport) => (
                <Group key={transport.id} gap="sm">
                  <Anchor
                    component={Link}
                    route={routes.transport}
                    routeParams={{ id: transport.id }}
                  >
                    {transport.reference}
                  </Anchor>
                  <Badge variant="light">{t(`transports.state.${transport.state}`)}</Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="sm">
            {t('ordering.orders.invoices')}
          </Title>
          {order.invoices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('ordering.orders.no_invoices')}
            </Text>
          ) : (
            <Stack gap={6}>
              {order.invoices.map((invoice) => (
                <Group key={invoice.id} justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm">
                    {t(`ordering.orders.invoice_kind.${invoice.kind}`, { number: invoice.number })}{' '}
                    · {date(invoice.issuedOn)} ·{' '}
                    <span style={{ whiteSpace: 'nowrap' }}>{money(invoice.grossCents)}</span>
                  </Text>
                  <Group gap="sm">
                    <Anchor
                      size="sm"
                      href={urlFor(routes.pdf, { id: invoice.id })}
                      aria-label={t('ordering.orders.invoice_pdf', { number: invoice.number })}
                    >
                      PDF
                    </Anchor>
                    <Anchor
                      size="sm"
                      href={urlFor(routes.xml, { id: invoice.id })}
                      aria-label={t('ordering.orders.invoice_xml', { number: invoice.number })}
                    >
                      XML
                    </Anchor>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="sm">
            {t('ordering.orders.payments')}
          </Title>
          <Stack gap={6}>
            {order.payments.map((payment) => (
              <Group key={payment.id} justify="space-between">
                <Text size="sm">
                  {t(`wallet.kind.${payment.kind}`)} · {dateTime(payment.createdAt)}
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  c={payment.amountCents < 0 ? 'red.7' : 'green.8'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {money(payment.amountCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </>
  )
}
