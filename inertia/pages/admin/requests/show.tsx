import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { RequestStateBadge } from '~/features/requests/state_badge'
import { RequestSummary } from '~/features/requests/request_summary'
import { QuoteBreakdownTable } from '~/features/requests/quote_breakdown'
import { RequestAttachments } from '~/features/requests/attachments'
import { urlFor } from '~/lib/routes'

/** Staff: a request with its quote and, when allowed, the manual quote form. */
export default function AdminRequestShow({
  request,
  can,
  attachments,
  categories,
}: {
  request: Data.Requests.TransportRequest.Variants['forStaff']
  can: { quote: boolean }
  attachments: Data.Requests.RequestAttachment[]
  categories: Data.Pricing.CategoryChoice[]
}) {
  const t = useT()
  const form = useForm({ net: '', note: '' })
  return (
    <>
      <Head title={request.reference} />
      <Anchor component={Link} route="admin.requests.index" size="sm">
        ← {t('requests.show.back')}
      </Anchor>
      <PageHeader
        title={request.reference}
        description={
          <>
            <RequestStateBadge state={request.state} /> {request.team?.name}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <RequestSummary request={request} categories={categories} />
            <RequestAttachments area="admin" requestId={request.id} attachments={attachments} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('requests.quote.title')}
              </Title>
              {request.manualReason && (
                <Alert color="orange" mb="xs">
                  {t('requests.admin.reason')}:{' '}
                  {t(`requests.manual_reason.${request.manualReason}`)}
                </Alert>
              )}
              {request.quote ? (
                <QuoteBreakdownTable
                  breakdown={request.quote.breakdown}
                  expiresAt={request.quote.expiresAt}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('requests.quote.none')}
                </Text>
              )}
            </Paper>
            {can.quote && (
              <Paper withBorder p="md" radius="md">
                <form
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    form.post(urlFor('admin.requests.quote', { id: request.id }), {
                      preserveScroll: true,
                      onSuccess: () => form.reset(),
                    })
                  }}
                >
                  <Stack gap="xs">
                    <Title order={2} size="h4">
                      {t('requests.admin.manual_quote')}
                    </Title>
                    <TextInput
                      label={t('requests.admin.net')}
                      inputMode="decimal"
                      maxLength={20}
                      required
                      value={form.data.net}
                      onChange={(e) => form.setData('net', e.currentTarget.value)}
                      error={form.errors.net}
                    />
                    <Textarea
                      label={t('requests.admin.note')}
                      maxLength={1000}
                      autosize
                      minRows={2}
                      value={form.data.note}
                      onChange={(e) => form.setData('note', e.currentTarget.value)}
                      error={form.errors.note}
                    />
                    <Button type="submit" loading={form.processing}>
                      {t('requests.admin.create_quote')}
                    </Button>
                  </Stack>
                </form>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
