import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { useState } from 'react'
import { confirmDanger } from '~/components/confirm'
import { urlFor } from '~/lib/routes'
import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { IconArrowLeft, IconCheck, IconCrown } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import { date, money } from '@shared/format'

type Props = {
  plan: Data.Suppliers.SupplierPlan.Variants['forPlanPage']
  pro: Data.Pricing.PlatformSettings.Variants['forProPlan']
  canUpgrade: boolean
  /** owners and admins may stop or resume the renewal */
  canManage: boolean
}

/** When the paid month ends and what happens then; stop or resume the renewal. */
function Renewal({
  plan,
  amount,
  canManage,
}: {
  plan: Props['plan']
  amount: string
  canManage: boolean
}) {
  const t = useT()
  const until = date(plan.proUntil!)
  const [processing, setProcessing] = useState(false)
  const send = (renews: boolean) =>
    router.post(
      urlFor('dealer.suppliers.pro.renewal'),
      { renews },
      { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) }
    )
  return (
    <Stack gap="xs">
      <Text size="sm">
        {plan.proRenews
          ? t('suppliers.plan.renews_on', { date: until, amount })
          : t('suppliers.plan.ends_on', { date: until })}
      </Text>
      {canManage &&
        (plan.proRenews ? (
          <Button
            variant="default"
            loading={processing}
            onClick={() =>
              confirmDanger(t, {
                title: t('suppliers.plan.stop_title'),
                body: t('suppliers.plan.stop_body', { date: until }),
                confirm: t('suppliers.plan.stop_renewal'),
                onConfirm: () => send(false),
              })
            }
          >
            {t('suppliers.plan.stop_renewal')}
          </Button>
        ) : (
          <Button variant="light" color="grape" loading={processing} onClick={() => send(true)}>
            {t('suppliers.plan.resume_renewal')}
          </Button>
        ))}
    </Stack>
  )
}

/** Dealer → Suppliers → Pro plan: what the free plan allows, what pro adds, its price; upgrade from the wallet. */
export default function SuppliersPro({ plan, pro, canUpgrade, canManage }: Props) {
  const t = useT()
  const discount = (pro.discountBasisPoints / 100).toLocaleString('it-IT', {
    maximumFractionDigits: 2,
  })
  return (
    <>
      <Head title={t('suppliers.plan.title')} />
      <PageHeader
        title={t('suppliers.plan.title')}
        description={t('suppliers.plan.description')}
        actions={
          <Button
            component={Link}
            route="dealer.suppliers"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('suppliers.title')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={900}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('suppliers.plan.free')}
              </Title>
              {plan.name === 'free' && <Badge variant="light">{t('suppliers.plan.current')}</Badge>}
            </Group>
            <Text fw={700} size="xl">
              {money(0)}
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('suppliers.plan.free_limit', { limit: plan.limit })}</List.Item>
              <List.Item>{t('suppliers.plan.free_prices')}</List.Item>
            </List>
            {plan.name === 'free' && (
              <Text size="sm" c="dimmed">
                {t('suppliers.plan.usage', { count: plan.count, limit: plan.limit })}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper
          withBorder
          p="lg"
          radius="md"
          style={{ borderColor: 'var(--mantine-color-grape-5)' }}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="xs">
                <ThemeIcon color="grape" variant="light">
                  <IconCrown size={16} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t('suppliers.plan.pro')}
                </Title>
              </Group>
              {plan.name === 'pro' && (
                <Badge color="grape" variant="light">
                  {t('suppliers.plan.current')}
                </Badge>
              )}
            </Group>
            <Text fw={700} size="xl">
              <span className="money">{money(pro.monthlyCents)}</span>{' '}
              <Text component="span" size="sm" c="dimmed">
                {t('suppliers.plan.plus_vat')}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t('suppliers.plan.charge', { amount: money(pro.grossCents) })}
            </Text>
            <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />}>
              <List.Item>{t('suppliers.plan.pro_unlimited')}</List.Item>
              <List.Item>{t('suppliers.plan.pro_discount', { discount })}</List.Item>
              <List.Item>{t('suppliers.plan.pro_wallet')}</List.Item>
            </List>
            {plan.name === 'pro' && plan.proSince && (
              <Text size="sm" c="dimmed">
                {t('suppliers.plan.pro_since', { date: date(plan.proSince) })}
              </Text>
            )}
            {plan.name === 'pro' && plan.proUntil && (
              <Renewal plan={plan} amount={money(pro.grossCents)} canManage={canManage} />
            )}
            <Text size="sm" c="dimmed">
              {t('suppliers.plan.expiry', { limit: plan.limit })}
            </Text>
            {canUpgrade && (
              <Form noValidate route="dealer.suppliers.pro.upgrade">
                {({ processing }) => (
                  <Button type="submit" color="grape" fullWidth loading={processing}>
                    {t('suppliers.plan.upgrade', { price: money(pro.grossCents) })}
                  </Button>
                )}
              </Form>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </>
  )
}
