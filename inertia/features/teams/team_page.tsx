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
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import type { TeamTab, TeamTabProps } from '~/features/teams/types'

const TABS: { value: TeamTab; path: string; icon: typeof IconBuilding }[] = [
  { value: 'main', path: 'main', icon: IconBuilding },
  { value: 'members', path: 'members', icon: IconUsers },
  { value: 'addresses', path: 'addresses', icon: IconMapPin },
  { value: 'closing_days', path: 'closing-days', icon: IconCalendarOff },
  { value: 'notifications', path: 'notifications', icon: IconBell },
  { value: 'services', path: 'services', icon: IconTruck },
]

export function teamTabUrl(teamId: number, tab: TeamTab) {
  return `/teams/${teamId}/${TABS.find((item) => item.value === tab)!.path}`
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
