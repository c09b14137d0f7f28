import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Anchor, Badge, Group, LoadingOverlay, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { date, dateTime, percent } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters, useNavigating } from '~/lib/navigation'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { StatCard } from '~/components/stat_card'
import { DateFilter } from '~/features/transports/date_filter'

type Monitoring = Data.Monitoring.Monitoring
type Thresholds = {
  stuckAfterHours: Record<string, number>
  unassignedPickupDays: number
  insuranceExpiryDays: number
  failedJobsDays: number
  sectionRows: number
}
type TransportAlert = Monitoring['latePickups']['rows'][number]

/** A section: title, rule, count, the first rows as a table (scrolls inside at 390 px), empty state. */
function AlertSection({
  title,
  help,
  total,
  capped,
  shown,
  head,
  children,
}: {
  title: string
  help: string
  total: number
  /** more than `total` rows match: the count is bounded ("100+") */
  capped: boolean
  shown: number
  head: string[]
  children: ReactNode
}) {
  const t = useT()
  return (
    <Section
      title={title}
      description={
        <Group gap="xs" component="span">
          <Badge color={total > 0 ? 'red' : 'green'} variant="light" component="span">
            {t(capped ? 'monitoring.count_capped' : 'monitoring.count', { total })}
          </Badge>
          <span>{help}</span>
        </Group>
      }
    >
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('monitoring.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {head.map((label) => (
                    <Table.Th key={label}>{label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > shown && (
            <Text size="xs" c="dimmed">
              {t(capped ? 'monitoring.more_capped' : 'monitoring.more', { count: total - shown })}
            </Text>
          )}
        </Stack>
      )}
    </Section>
  )
}

function TransportLink({ id, reference }: { id: number; reference: string }) {
  return (
    <Anchor component={Link} href={urlFor('admin.transports.show', { id })} size="sm">
      {reference}
    </Anchor>
  )
}

function TransportRows({ rows, extra }: { rows: TransportAlert[]; extra: 'day' | 'hours' }) {
  const t = useT()
  return rows.map((row) => (
    <Table.Tr key={row.id}>
      <Table.Td>
        <TransportLink id={row.id} reference={row.reference} />
      </Table.Td>
      <Table.Td>{t(`transports.state.${row.state}`)}</Table.Td>
      <Table.Td>
        {row.pickupCity} → {row.deliveryCity}
      </Table.Td>
      <Table.Td className="nowrap">
        {extra === 'hours' ? t('monitoring.hours', { hours: row.hours ?? 0 }) : date(row.on)}
      </Table.Td>
    </Table.Tr>
  ))
}

function ServiceLevels({ levels }: { levels: Monitoring['serviceLevels'] }) {
  const t = useT()
  const navigating = useNavigating()
  const go = (change: Partial<{ from: string | null; to: string | null }>) =>
    applyFilters(urlFor('admin.analytics.monitoring'), { ...levels.range, ...change })
  const figure = (level: Monitoring['serviceLevels']['pickups']) =>
    level.percent === null ? '—' : percent(level.percent / 100)
  const hint = (level: Monitoring['serviceLevels']['pickups']) =>
    level.due === 0 ? t('monitoring.sla.none') : t('monitoring.sla.of', level)
  return (
    <Section
      title={t('monitoring.sla.title')}
      description={t('monitoring.sla.description', {
        from: date(levels.range.from),
        to: date(levels.range.to),
      })}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateFilter
          label={t('monitoring.sla.from')}
          value={levels.range.from}
          onChange={(from) => go({ from })}
        />
        <DateFilter
          label={t('monitoring.sla.to')}
          value={levels.range.to}
          onChange={(to) => go({ to })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} pos="relative">
        <LoadingOverlay visible={navigating} zIndex={1} overlayProps={{ blur: 1 }} />
        <StatCard
          label={t('monitoring.sla.pickups')}
          value={figure(levels.pickups)}
          hint={hint(levels.pickups)}
        />
        <StatCard
          label={t('monitoring.sla.deliveries')}
          value={figure(levels.deliveries)}
          hint={hint(levels.deliveries)}
        />
      </SimpleGrid>
    </Section>
  )
}

function TransportSections({ monitoring, limits }: { monitoring: Monitoring; limits: Thresholds }) {
  const t = useT()
  const head = (day: string) => [
    t('monitoring.columns.reference'),
    t('monitoring.columns.state'),
    t('monitoring.columns.route'),
    day,
  ]
  const sections = [
    { key: 'late_pickups', data: monitoring.latePickups, day: t('monitoring.columns.pickup_day') },
    {
      key: 'late_deliveries',
      data: monitoring.lateDeliveries,
      day: t('monitoring.columns.delivery_day'),
    },
    { key: 'stuck', data: monitoring.stuck, day: t('monitoring.columns.for') },
    { key: 'unassigned', data: monitoring.unassigned, day: t('monitoring.columns.window') },
  ] as const
  return sections.map(({ key, data, day }) => (
    <AlertSection
      key={key}
      title={t(`monitoring.sections.${key}`)}
      help={t(`monitoring.sections.${key}_help`, { days: limits.unassignedPickupDays })}
      total={data.total}
      capped={data.capped}
      shown={data.rows.length}
      head={head(day)}
    >
      <TransportRows rows={data.rows} extra={key === 'stuck' ? 'hours' : 'day'} />
    </AlertSection>
  ))
}

function PeopleSections({ monitoring, limits }: { monitoring: Monitoring; limits: Thresholds }) {
  const t = useT()
  return (
    <>
      <AlertSection
        title={t('monitoring.sections.disputes')}
        help={t('monitoring.sections.disputes_help')}
        total={monitoring.disputes.total}
        capped={monitoring.disputes.capped}
        shown={monitoring.disputes.rows.length}
        head={[
          t('monitoring.columns.reference'),
          t('monitoring.columns.reason'),
          t('monitoring.columns.opened'),
        ]}
      >
        {monitoring.disputes.rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <TransportLink id={row.transportId} reference={row.reference} />
            </Table.Td>
            <Table.Td>{t(`transports.dispute.reasons.${row.reasonCode}`)}</Table.Td>
            <Table.Td className="nowrap">{dateTime(row.openedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </AlertSection>
      <AlertSection
        title={t('monitoring.sections.insurance')}
        help={t('monitoring.sections.insurance_help', { days: limits.insuranceExpiryDays })}
        total={monitoring.insurance.total}
        capped={monitoring.insurance.capped}
        shown={monitoring.insurance.rows.length}
        head={[t('monitoring.columns.team'), t('monitoring.columns.expires')]}
      >
        {monitoring.insurance.rows.map((row) => (
          <Table.Tr key={row.documentId}>
            <Table.Td>
              <Anchor component={Link} href={urlFor('admin.team_documents.index')} size="sm">
                {row.teamName}
              </Anchor>
            </Table.Td>
            <Table.Td className="nowrap">{date(row.expiresOn)}</Table.Td>
          </Table.Tr>
        ))}
      </AlertSection>
      <AlertSection
        title={t('monitoring.sections.failed_jobs')}
        help={t('monitoring.sections.failed_jobs_help', { days: limits.failedJobsDays })}
        total={monitoring.failedJobs.total}
        capped={monitoring.failedJobs.capped}
        shown={monitoring.failedJobs.rows.length}
        head={[
          t('monitoring.columns.job'),
          t('monitoring.columns.attempts'),
          t('monitoring.columns.error'),
          t('monitoring.columns.failed_at'),
        ]}
      >
        {monitoring.failedJobs.rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              {row.name}
              {row.name === 'SendMailJob' && ` (${t('monitoring.mail_job')})`}
            </Table.Td>
            <Table.Td>{row.attempts}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.error ?? '—'}</Table.Td>
            <Table.Td className="nowrap">{dateTime(row.failedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </AlertSection>
    </>
  )
}

export default function MonitoringPage({
  monitoring,
  thresholds,
}: {
  monitoring: Monitoring
  thresholds: Thresholds
}) {
  const t = useT()
  return (
    <>
      <Head title={t('monitoring.title')} />
      <PageHeader
        title={t('monitoring.title')}
        description={t('monitoring.description', { rows: thresholds.sectionRows })}
        actions={
          <Group gap="xs">
            <Text size="sm">{t('monitoring.health.label')}</Text>
            <Anchor href={urlFor('site.health')} target="_blank" rel="noreferrer">
              <Badge color={monitoring.health.healthy ? 'green' : 'red'}>
                {t(
                  monitoring.health.healthy
                    ? 'monitoring.health.healthy'
                    : 'monitoring.health.unhealthy'
                )}
              </Badge>
            </Anchor>
          </Group>
        }
      />
      <Stack gap="lg">
        <ServiceLevels levels={monitoring.serviceLevels} />
        <TransportSections monitoring={monitoring} limits={thresholds} />
        <PeopleSections monitoring={monitoring} limits={thresholds} />
        <Text size="xs" c="dimmed">
          {t('monitoring.thresholds')}:{' '}
          {Object.entries(thresholds.stuckAfterHours)
            .map(([state, hours]) => `${t(`transports.state.${state}`)} ${hours}`)
            .join(' · ')}
        </Text>
      </Stack>
    </>
  )
}
