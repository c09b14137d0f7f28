import type { ComponentType } from 'react'
import {
  Accordion,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import {
  IconBolt,
  IconBuildingStore,
  IconCalendarCheck,
  IconCash,
  IconCheck,
  IconMapPin,
  IconRoute,
  IconShieldCheck,
  IconTruck,
  IconTruckLoading,
} from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

type Props = { salesEmail: string }

type Feature = { key: string; icon: ComponentType<{ 'size'?: number; 'aria-hidden'?: boolean }> }

const DEALER_FEATURES: Feature[] = [
  { key: 'order', icon: IconBuildingStore },
  { key: 'quote', icon: IconBolt },
  { key: 'vetted', icon: IconShieldCheck },
  { key: 'tracking', icon: IconMapPin },
  { key: 'calendar', icon: IconCalendarCheck },
]

const TRANSPORTER_FEATURES: Feature[] = [
  { key: 'loads', icon: IconTruckLoading },
  { key: 'payments', icon: IconCash },
  { key: 'today', icon: IconTruck },
  { key: 'schedule', icon: IconCalendarCheck },
]

const STEPS = ['request', 'quote', 'pay', 'deliver'] as const
const TRUST: Feature[] = [
  { key: 'vetting', icon: IconShieldCheck },
  { key: 'timeline', icon: IconRoute },
  { key: 'refund', icon: IconCash },
]
const FAQ = ['cost', 'vehicles', 'coverage', 'cancel'] as const

/** A car carrier with two cars, drawn inline (no external images). */
function CarCarrier({ label }: { label: string }) {
  const car = (x: number, y: number, color: string) => (
    <g transform={`translate(${x} ${y})`}>
      <path
        d="M6 30 L14 14 Q18 8 26 8 L70 8 Q78 8 84 14 L96 26 Q104 27 106 32 L106 40 L0 40 L0 34 Q0 30 6 30 Z"
        fill={color}
      />
      <path
        d="M22 14 L28 26 L52 26 L52 12 L30 12 Q25 12 22 14 Z M58 12 L58 26 L86 26 L78 16 Q74 12 68 12 Z"
        fill="#e8f1fb"
      />
      <circle cx="24" cy="41" r="9" fill="#1f2937" />
      <circle cx="24" cy="41" r="4" fill="#9ca3af" />
      <circle cx="84" cy="41" r="9" fill="#1f2937" />
      <circle cx="84" cy="41" r="4" fill="#9ca3af" />
    </g>
  )
  return (
    <svg
      viewBox="0 0 520 280"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', maxWidth: 560 }}
    >
      <ellipse cx="260" cy="250" rx="250" ry="14" fill="rgba(13,53,87,0.12)" />
      {/* road */}
      <rect x="0" y="236" width="520" height="6" rx="3" fill="#cfe0f3" />
      {/* trailer frame */}
      <rect x="30" y="196" width="330" height="12" rx="3" fill="#16436f" />
      <rect x="40" y="120" width="310" height="8" rx="3" fill="#1c4f8a" />
      <rect x="46" y="128" width="8" height="70" fill="#1c4f8a" />
      <rect x="200" y="128" width="8" height="70" fill="#1c4f8a" />
      <rect x="336" y="128" width="8" height="70" fill="#1c4f8a" />
      {/* cars */}
      {car(80, 72, '#2c6ac8')}
      {car(200, 148, '#f59f00')}
      {/* cab */}
      <path
        d="M370 130 L440 130 Q452 130 458 142 L480 180 Q486 186 486 196 L486 214 L360 214 L360 140 Q360 130 370 130 Z"
        fill="#1f5fb5"
      />
      <path d="M420 142 L446 142 Q450 142 452 146 L466 176 L420 176 Z" fill="#e8f1fb" />
      <rect x="486" y="200" width="10" height="10" rx="2" fill="#f59f00" />
      {/* wheels */}
      {[80, 130, 300, 400, 456].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="222" r="16" fill="#1f2937" />
          <circle cx={cx} cy="222" r="7" fill="#9ca3af" />
        </g>
      ))}
    </svg>
  )
}

function FeatureList({
  group,
  features,
}: {
  group: 'dealers' | 'transporters'
  features: Feature[]
}) {
  const t = useT()
  return (
    <Stack gap="md">
      {features.map(({ key, icon: Icon }) => (
        <Group key={key} align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="md" variant="light">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t(`site.welcome.${group}.features.${key}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`site.welcome.${group}.features.${key}.text`)}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  )
}

function RegisterButtons({ onDark = false }: { onDark?: boolean }) {
  const t = useT()
  /* On a phone the label wraps inside the button instead of pushing the page wider. */
  const fitting = {
    maw: '100%',
    styles: {
      root: {
        height: 'auto',
        minHeight: 'var(--button-height)',
        paddingBlock: 6,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      },
      label: { whiteSpace: 'normal' as const, textAlign: 'center' as const },
    },
  }
  return (
    <Group gap="sm">
      <Button
        component={Link}
        route="register.create"
        qs={{ kind: 'dealer' }}
        size={onDark ? 'lg' : 'md'}
        variant={onDark ? 'white' : 'filled'}
        leftSection={<IconBuildingStore size={18} aria-hidden />}
        {...fitting}
      >
        {t('site.welcome.cta_dealer')}
      </Button>
      <Button
        component={Link}
        route="onboarding.create"
        size={onDark ? 'lg' : 'md'}
        variant={onDark ? 'outline' : 'default'}
        color={onDark ? 'white' : undefined}
        leftSection={<IconTruck size={18} aria-hidden />}
        {...fitting}
      >
        {t('site.welcome.cta_transporter')}
      </Button>
    </Group>
  )
}

export default function Welcome({ salesEmail }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('site.welcome.title')}>
        <meta
          name="description"
          // eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key
          head-key="description"
          content={t('site.welcome.meta_description')}
        />
      </Head>

      {/* Hero */}
      <Box
        component="section"
        style={{
          background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, #ffffff 70%)',
          borderBottom: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Container size="lg" py={{ base: 40, md: 72 }}>
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={{ base: 32, md: 48 }}
            style={{ alignItems: 'center' }}
          >
            <Stack gap="lg">
              <Badge variant="light" size="lg" radius="sm" w="fit-content">
                {t('site.welcome.eyebrow')}
              </Badge>
              <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                {t('site.welcome.headline')}
              </Title>
              <Text size="lg" c="dimmed">
                {t('site.welcome.lead')}
              </Text>
              <RegisterButtons />
              <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {(['price', 'vetted', 'refund'] as const).map((key) => (
                  <Group key={key} gap={6} component="li" wrap="nowrap">
                    <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
                    <Text size="sm">{t(`site.welcome.highlights.${key}`)}</Text>
                  </Group>
                ))}
              </Group>
              <Text size="sm">
                {t('site.welcome.have_account')}{' '}
                <Anchor component={Link} route="session.create">
                  {t('site.welcome.login')}
                </Anchor>
              </Text>
            </Stack>
            <Box visibleFrom="xs">
              <CarCarrier label={t('site.welcome.illustration')} />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      {/* For dealers and for carriers */}
      <Container size="lg" py={{ base: 40, md: 64 }} component="section">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Text tt="uppercase" fw={700} size="xs" c="brand.7">
              {t('site.welcome.dealers.kicker')}
            </Text>
            <Title order={2} size="h3" mt={4} mb="lg">
              {t('site.welcome.dealers.title')}
            </Title>
            <FeatureList group="dealers" features={DEALER_FEATURES} />
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Text tt="uppercase" fw={700} size="xs" c="orange.8">
              {t('site.welcome.transporters.kicker')}
            </Text>
            <Title order={2} size="h3" mt={4} mb="lg">
              {t('site.welcome.transporters.title')}
            </Title>
            <FeatureList group="transporters" features={TRANSPORTER_FEATURES} />
            <Anchor
              component={Link}
              route="onboarding.create"
              mt="lg"
              display="inline-block"
              fw={600}
            >
              {t('onboarding.public.welcome_cta')}
            </Anchor>
          </Paper>
        </SimpleGrid>
      </Container>

      {/* How it works */}
      <Box
        component="section"
        bg="gray.0"
        style={{ borderBlock: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Stack gap={4} mb="xl" ta="center" align="center">
            <Title order={2}>{t('site.welcome.steps.title')}</Title>
            <Text c="dimmed" maw={560}>
              {t('site.welcome.steps.subtitle')}
            </Text>
          </Stack>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="lg"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {STEPS.map((step, index) => (
              <Paper key={step} component="li" radius="md" p="lg" withBorder>
                <ThemeIcon radius="xl" size={36} mb="sm" aria-hidden>
                  <Text fw={700} c="white">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Text fw={600}>{t(`site.welcome.steps.${step}.title`)}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`site.welcome.steps.${step}.text`)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      {/* Trust */}
      <Container size="lg" py={{ base: 40, md: 64 }} component="section">
        <Title order={2} ta="center" mb="xl">
          {t('site.welcome.trust.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TRUST.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs" align="flex-start">
              <ThemeIcon size={48} radius="md" color="green" variant="light">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Text fw={600} size="lg">
                {t(`site.welcome.trust.${key}.title`)}
              </Text>
              <Text c="dimmed">{t(`site.welcome.trust.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      {/* FAQ */}
      <Container size="md" pb={{ base: 40, md: 64 }} component="section">
        <Title order={2} ta="center" mb="lg">
          {t('site.welcome.faq.title')}
        </Title>
        <Accordion variant="separated" radius="md">
          {FAQ.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{t(`site.welcome.faq.${key}.q`)}</Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed">{t(`site.welcome.faq.${key}.a`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>

      {/* Final call to action */}
      <Container size="lg" pb={{ base: 40, md: 72 }} component="section">
        <Paper radius="lg" p={{ base: 'lg', sm: 48 }} bg="brand.8">
          <Stack gap="md" align="flex-start">
            <Title order={2} c="white">
              {t('site.welcome.final.title')}
            </Title>
            <Text c="brand.0" size="lg">
              {t('site.welcome.final.text')}
            </Text>
            <RegisterButtons onDark />
            <Text c="brand.0" size="sm">
              {t('site.welcome.final.sales')}{' '}
              <Anchor href={`mailto:${salesEmail}`} c="white" fw={600} underline="always">
                {salesEmail}
              </Anchor>{' '}
              {t('site.welcome.final.or')}{' '}
              <Anchor component={Link} route="leads.create" c="white" fw={600} underline="always">
                {t('site.welcome.final.contact_form')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </Container>
    </>
  )
}
