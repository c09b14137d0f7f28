import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { confirmDanger } from '~/components/confirm'
import { RequestStateBadge } from '~/features/requests/state_badge'
import { RequestSummary } from '~/features/requests/request_summary'
import { QuoteBreakdownTable } from '~/features/requests/quote_breakdown'
import { RequestAttachments } from '~/features/requests/attachments'
import { urlFor } from '~/lib/routes'

/** A dealer's request: data, quote breakdown, actions (edit, cancel, add to cart). */
export default function DealerRequestShow({
  request,
  can,
  attachments,
  categories,
}: {
  request: Data.Requests.TransportRequest.Variants['forDealer']
  can: { edit: boolean; cancel: boolean; attach: boolean }
  attachments: Data.Requests.RequestAttachment[]
  categories: Data.Pricing.CategoryChoice[]
}) {
  const t = useT()
  const cart = useForm({ quoteId: request.quote?.id ?? 0 })
  const validQuote = request.quote && request.quote.state === 'valid' ? request.quote : null
  const cancel = () =>
    confirmDanger(t, {
      title: t('requests.show.cancel_title', { reference: request.reference }),
      body: t('requests.show.cancel_body'),
      confirm: t('requests.show.cancel_confirm'),
      onConfirm: () =>
        router.post(
          urlFor('dealer.requests.cancel', { id: request.id }),
          {},
          { preserveScroll: true }
        ),
    })
  return (
    <>
      <Head title={request.reference} />
      <Anchor component={Link} route="dealer.requests.index" size="sm">
        ← {t('requests.show.back')}
      </Anchor>
      <PageHeader
        title={request.reference}
        description={<RequestStateBadge state={request.state} />}
        actions={
          <Group gap="xs">
            {can.edit && (
              <Button
                component={Link}
                route="dealer.requests.edit"
                routeParams={{ id: request.id }}
                variant="default"
              >
                {t('requests.show.edit')}
              </Button>
            )}
            {can.cancel && (
              <Button color="red" variant="light" onClick={cancel}>
                {t('requests.show.cancel')}
              </Button>
            )}
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <RequestSummary request={request} categories={categories} />
            <RequestAttachments
              area="dealer"
              requestId={request.id}
              attachments={attachments}
              manage={can.attach}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('requests.quote.title')}
              </Title>
              {request.needsManualQuote && request.manualReason && (
                <Alert color="orange">
                  {t('requests.quote.manual', {
                    reason: t(`requests.manual_reason.${request.manualReason}`),
                  })}
                </Alert>
              )}
              {request.quote ? (
                <>
                  <QuoteBreakdownTable
                    breakdown={request.quote.breakdown}
                    expiresAt={request.quote.expiresAt}
                  />
                  {!validQuote && (
                    <Text size="sm" c="dimmed">
                      {t(`requests.quote_state.${request.quote.state}`)}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {request.needsManualQuote
                    ? t('requests.quote.waiting_manual')
                    : t('requests.quote.none')}
                </Text>
              )}
              {validQuote && request.state === 'quoted' && (
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    cart.post(urlFor('dealer.cart.items.store'))
                  }}
                >
                  <Button type="submit" fullWidth loading={cart.processing}>
                    {t('requests.quote.add_to_cart')}
                  </Button>
                </form>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  )
}
