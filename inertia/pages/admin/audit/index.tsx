import { Head } from '@inertiajs/react'
import { Badge, Code, Group, Select, Stack, Table, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'
import { FilterPanel } from '~/components/filter_panel'
import { RowCard } from '~/components/row_card'
import { DateFilter } from '~/features/transports/date_filter'

type AuditEvent = Data.Audit.AuditEvent
type Filters = {
  action: string | null
  actorId: number | null
  subjectType: string | null
  subjectId: number | null
  from: string | null
  to: string | null
}

type T = ReturnType<typeof useT>

/** `state: Assegnato · refundCents: 4500`: a transport's state in words, other values as stored. */
function values(t: T, event: AuditEvent, record: Record<string, unknown> | null) {
  if (!record || Object.keys(record).length === 0) return '—'
  const shown = (key: string, value: unknown) =>
    key === 'state' && event.subjectType === 'transport' && typeof value === 'string'
      ? t(`transports.state.${value}`)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${shown(key, value)}`)
    .join(' · ')
}

function Subject({ event }: { event: AuditEvent }) {
  const t = useT()
  return (
    <Text size="sm" component="span">
      {t(`audit.subjects.${event.subjectType}`)}
      {event.subjectLabel ? ` ${event.subjectLabel}` : ''}
    </Text>
  )
}

function Filters({
  filters,
  actions,
  actors,
}: {
  filters: Filters
  actions: string[]
  actors: { id: number; name: string }[]
}) {
  const t = useT()
  const visit = (next: Partial<Filters>) =>
    applyFilters(urlFor('admin.audit.index'), { ...filters, ...next })
  const active = Object.values(filters).filter((value) => value !== null).length
  return (
    <FilterPanel active={active}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.all_actions')}
          data={actions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          value={filters.action}
          onChange={(action) => visit({ action })}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('audit.filters.actor')}
          placeholder={t('audit.filters.all_actors')}
          data={actors.map((actor) => ({ value: String(actor.id), label: actor.name }))}
          value={filters.actorId ? String(filters.actorId) : null}
          onChange={(actorId) => visit({ actorId: actorId ? Number(actorId) : null })}
          searchable
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <DateFilter
          label={t('audit.filters.from')}
          value={filters.from}
          onChange={(from) => visit({ from })}
        />
        <DateFilter
          label={t('audit.filters.to')}
          value={filters.to}
          onChange={(to) => visit({ to })}
        />
      </Group>
    </FilterPanel>
  )
}

/** Admin → Audit: every change staff made, who and when, the values before and after. */
export default function AdminAudit({
  events,
  filters,
  actions,
  actors,
}: {
  events: Paginated<AuditEvent>
  filters: Filters
  actions: string[]
  actors: { id: number; name: string }[]
}) {
  const t = useT()
  const filtered = Object.values(filters).some((value) => value !== null)
  const who = (event: AuditEvent) => event.actorName ?? t('audit.system')
  return (
    <>
      <Head title={t('audit.title')} />
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <Stack gap="md">
        <Filters filters={filters} actions={actions} actors={actors} />
        <ListContent
          rows={8}
          isEmpty={events.data.length === 0}
          empty={{
            title: t('audit.empty'),
            description: filtered ? t('audit.empty_filtered') : t('audit.empty_description'),
          }}
        >
          <Stack gap="xs" hiddenFrom="md">
            {events.data.map((event) => (
              <RowCard
                key={event.id}
                title={t(`audit.actions.${event.action}`)}
                badge={<Badge variant="light">{dateTime(event.createdAt)}</Badge>}
                lines={[
                  <Subject key="subject" event={event} />,
                  who(event),
                  `${t('audit.before')}: ${values(t, event, event.before)}`,
                  `${t('audit.after')}: ${values(t, event, event.after)}`,
                  event.reason && `${t('audit.reason')}: ${event.reason}`,
                ]}
              />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={900} visibleFrom="md">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.who')}</Table.Th>
                  <Table.Th>{t('audit.what')}</Table.Th>
                  <Table.Th>{t('audit.before')}</Table.Th>
                  <Table.Th>{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {dateTime(event.createdAt)}
                    </Table.Td>
                    <Table.Td>{who(event)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {t(`audit.actions.${event.action}`)}
                      </Text>
                      <Subject event={event} />
                      {event.reason && (
                        <Text size="xs" c="dimmed">
                          {t('audit.reason')}: {event.reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {values(t, event, event.before)}
                      </Code>
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {values(t, event, event.after)}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination
            meta={events.metadata}
            filters={filters}
            summary={t('audit.total', { count: events.metadata.total })}
          />
        </ListContent>
      </Stack>
    </>
  )
}
