import { Menu, Button, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/lib/routes'
import { IconCheck, IconChevronDown, IconPlus, IconSettings } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

/** Shows the current team; switches to another of the user's teams or creates one. */
export function TeamSwitcher() {
  const { props } = usePage<SharedProps>()
  const t = useT()
  const auth = props.auth!
  const current = auth.currentTeam
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('teams.switcher.label')}
        >
          <Text size="sm" maw={{ base: 110, sm: 220 }} truncate>
            {current ? current.name : t('teams.switcher.none')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {current && (
          <>
            <Menu.Label>{t('teams.switcher.manage')}</Menu.Label>
            <Menu.Item
              component={Link}
              route="teams.main"
              routeParams={{ id: current.id }}
              leftSection={<IconSettings size={16} />}
            >
              {t('teams.switcher.settings')}
            </Menu.Item>
            <Menu.Item component={Link} route="teams.create" leftSection={<IconPlus size={16} />}>
              {t('teams.switcher.create')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Label>{t('teams.switcher.switch')}</Menu.Label>
        {auth.teams.map((team) => (
          <Menu.Item
            key={team.id}
            leftSection={
              team.id === current?.id ? <IconCheck size={16} /> : <span style={{ width: 16 }} />
            }
            onClick={() => router.put(urlFor('teams.current.update'), { teamId: team.id })}
          >
            <Text size="sm">{team.name}</Text>
            <Text size="xs" c="dimmed">
              {t(`teams.kind.${team.kind}`)} · {t(`teams.role.${team.role}`)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
