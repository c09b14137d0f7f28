import { Alert, Badge, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import {
  IconBell,
  IconBuilding,
  IconCalendarOff,
  IconInfoCircle,
  IconMapPin,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/page_header'
import { RouteTabs } from '~/components/route_tabs'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { TeamRole } from '~/lib/types'
import type { TeamAbilities } from '#teams/domain/team_roles'

/** What every tab of the team page receives (app/teams/controllers/team_access.ts). */
export type TeamTabProps = {
  team: Data.Teams.Team.Variants['forHeader']
  role: TeamRole
  can: TeamAbilities
}

const TABS = [
  { value: 'main', route: 'teams.main', icon: IconBuilding },
  { value: 'members', route: 'teams.members', icon: IconUsers },
  { value: 'addresses', route: 'teams.addresses', icon: IconMapPin },
  { value: 'closing_days', route: 'teams.closing_days', icon: IconCalendarOff },
  { value: 'notifications', route: 'teams.notifications', icon: IconBell },
  { value: 'services', route: 'teams.services', icon: IconTruck },
] as const

export type TeamTab = (typeof TABS)[number]['value']

export function teamTabUrl(teamId: number, tab: TeamTab) {
  return urlFor(TABS.find((item) => item.value === tab)!.route, { id: teamId })
}

/**
 * The frame of every team tab: page title, team name and kind, the tab bar
 * (each tab its own URL) and, for members who cannot edit, a read-only note.
 */
export function TeamPage({
  active,
  team,
  role,
  can,
  actions,
  children,
}: TeamTabProps & { active: TeamTab; actions?: ReactNode; children: ReactNode }) {
  const t = useT()
  return (
    <>
      <Head title={`${t(`teams.tabs.${active}`)} · ${team.name}`} />
      <PageHeader
        title={team.name}
        description={
          <>
            {t(`teams.kind.${team.kind}`)}
            {role && (
              <Badge component="span" variant="light" color="gray" ml="xs" size="sm">
                {t(`teams.role.${role}`)}
              </Badge>
            )}
          </>
        }
        actions={actions}
      />
      <RouteTabs
        active={active}
        label={t('teams.tabs.label')}
        scrollable
        tabs={TABS.map((tab) => ({
          value: tab.value,
          label: t(`teams.tabs.${tab.value}`),
          url: teamTabUrl(team.id, tab.value),
          icon: tab.icon,
        }))}
      />
      <Stack gap="lg">
        {!can.update && active !== 'members' && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('teams.read_only')}
          </Alert>
        )}
        {children}
      </Stack>
    </>
  )
}
