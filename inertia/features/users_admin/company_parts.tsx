import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, dateTime, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RowCard } from '~/components/row_card'
import { confirmDanger } from '~/components/confirm'

type Company = Data.UsersAdmin.Company
type Page = Data.UsersAdmin.CompanyPage

/** The company data as label/value pairs (two columns from tablets up). */
export function CompanyData({ company }: { company: Company }) {
  const t = useT()
  const address = [
    company.street,
    [company.cap, company.city].filter(Boolean).join(' '),
    company.province,
  ]
    .filter(Boolean)
    .join(', ')
  const pairs: [string, string | null][] = [
    ['legalName', company.legalName],
    ['vatNumber', company.vatNumber],
    ['fiscalCode', company.fiscalCode],
    ['sdiCode', company.sdiCode],
    ['pec', company.pec],
    ['phone', company.phone],
    ['address', address || null],
    ['createdAt', company.createdAt ? date(company.createdAt) : null],
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {pairs.map(([key, value]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`users_admin.fields.${key}`)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}

/** The members, each with "sign in as" for staff owners and admins (never a staff member). */
export function Members({
  company,
  members,
  canImpersonate,
}: {
  company: Company
  members: Page['members']
  canImpersonate: boolean
}) {
  const t = useT()
  const impersonate = (member: Page['members'][number]) =>
    confirmDanger(t, {
      title: t('users_admin.impersonation.confirm_title', { name: member.name }),
      body: t('users_admin.impersonation.confirm_body'),
      confirm: t('users_admin.impersonation.start'),
      onConfirm: () =>
        router.post(
          urlFor('admin.users.teams.impersonate', { id: company.id, memberId: member.memberId })
        ),
    })
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('users_admin.show.no_members')}
      </Text>
    )
  return (
    <Stack gap="xs">
      {members.map((member) => (
        <RowCard
          key={member.memberId}
          title={member.name}
          badge={<Badge variant="light">{t(`teams.role.${member.role}`)}</Badge>}
          lines={[
            <Text key="email" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>,
            member.joinedAt ? t('users_admin.show.joined', { date: date(member.joinedAt) }) : null,
            !member.emailVerified && t('users_admin.show.email_unverified'),
            canImpersonate && !member.isStaff && (
              <Button key="as" size="xs" variant="light" onClick={() => impersonate(member)}>
                {t('users_admin.impersonation.start')}
              </Button>
            ),
          ]}
        />
      ))}
    </Stack>
  )
}

const ACTIVITY_ROUTES = {
  request: 'admin.requests.show',
  order: 'admin.orders.show',
  transport: 'admin.transports.show',
} as const

const STATE_KEYS = {
  request: 'requests.state',
  order: 'ordering.state',
  transport: 'transports.state',
}

/** The latest requests and orders (dealer) or assigned transports (carrier), each linked. */
export function Activity({ activity }: { activity: Page['activity'] }) {
  const t = useT()
  if (activity.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('users_admin.show.no_activity')}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {activity.map((line) => (
            <Table.Tr key={`${line.kind}-${line.id}`}>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {t(`users_admin.activity.${line.kind}`)}
                </Text>
                <Anchor
                  component={Link}
                  route={ACTIVITY_ROUTES[line.kind]}
                  routeParams={{ id: line.id }}
                  size="sm"
                >
                  {line.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`${STATE_KEYS[line.kind]}.${line.state}`)}</Text>
                <Text size="xs" c="dimmed">
                  {line.at ? dateTime(line.at) : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {line.amountCents !== null ? money(line.amountCents) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The documents on file (insurance policies, other documents), each downloadable. */
export function Documents({ documents }: { documents: Page['documents'] }) {
  const t = useT()
  if (documents.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('users_admin.show.no_documents')}
      </Text>
    )
  return (
    <Stack gap="xs">
      {documents.map((document) => (
        <Group key={document.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              href={urlFor('admin.team_documents.show', { id: document.id })}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {document.fileName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`onboarding.team_documents.kinds.${document.kind}`)}
              {document.expiresOn
                ? ` · ${t('users_admin.show.expires', { date: date(document.expiresOn) })}`
                : ''}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={
              document.state === 'accepted'
                ? 'green'
                : document.state === 'rejected'
                  ? 'red'
                  : 'yellow'
            }
          >
            {t(`onboarding.team_documents.states.${document.state}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  )
}
