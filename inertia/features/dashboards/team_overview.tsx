import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title, Badge } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { StatCard } from '~/components/stat_card'
import { EmptyState } from '~/components/empty_state'
import { useT } from '~/lib/i18n'
import { date } from '@shared/format'

export type TeamOverview = Data.Dashboards.TeamOverview

/** Dashboard cards about the team's own set-up (shared by dealer and transporter dashboards). */
export function TeamOverviewCards({
  overview,
  teamId,
}: {
  overview: TeamOverview
  teamId: number
}) {
  const t = useT()
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard
          label={t('dashboard.team.members')}
          value={overview.members}
          hint={
            <Anchor component={Link} route="teams.members" routeParams={{ id: teamId }} size="xs">
              {t('dashboard.team.manage_members')}
            </Anchor>
          }
        />
        <StatCard
          label={t('dashboard.team.pending_invitations')}
          value={overview.pendingInvitations}
        />
        <StatCard
          label={t('dashboard.team.addresses')}
          value={overview.addresses}
          hint={
            <Anchor component={Link} route="teams.addresses" routeParams={{ id: teamId }} size="xs">
              {t('dashboard.team.manage_addresses')}
            </Anchor>
          }
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.team.upcoming_closing_days')}
        </Title>
        {overview.upcomingClosingDays.length === 0 ? (
          <EmptyState
            title={t('dashboard.team.no_closing_days')}
            description={t('dashboard.team.no_closing_days_hint')}
          />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.team.from')}</Table.Th>
                  <Table.Th>{t('dashboard.team.to')}</Table.Th>
                  <Table.Th>{t('dashboard.team.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.upcomingClosingDays.map((day) => (
                  <Table.Tr key={day.id}>
                    <Table.Td>{date(day.startsOn)}</Table.Td>
                    <Table.Td>{date(day.endsOn)}</Table.Td>
                    <Table.Td>
                      {day.reason ?? '–'}{' '}
                      {day.global && (
                        <Badge variant="light" size="sm">
                          {t('dashboard.team.global')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('dashboard.team.footnote')}
      </Text>
    </Stack>
  )
}
