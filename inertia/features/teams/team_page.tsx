import { Alert, Badge, ScrollArea, Stack, Tabs } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
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
      <Tabs
        value={active}
        mb="lg"
        onChange={(value) => {
          if (value && value !== active) router.get(teamTabUrl(team.id, value as TeamTab))
        }}
      >
        <ScrollArea type="never" offsetScrollbars={false}>
          <Tabs.List aria-label={t('teams.tabs.label')} style={{ flexWrap: 'nowrap' }}>
            {TABS.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                leftSection={<tab.icon size={16} aria-hidden />}
              >
                {t(`teams.tabs.${tab.value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
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
