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
import { Head } from '@inertiajs/react'
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
}

/** Dealer → Suppliers → Pro plan: what the free plan allows, what pro adds, its price; upgrade from the wallet. */
export default function SuppliersPro({ plan, pro, canUpgrade }: Props) {
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
