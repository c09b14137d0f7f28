import { Alert, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT, type TFunction } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { RowCard } from '~/components/row_card'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'

type TypeRow = Data.Notifications.NotificationTemplateType

/** The default channels of a type, translated ("E-mail, In app"). */
function channelsOf(t: TFunction, row: TypeRow) {
  const channels = [row.mail && 'mail', row.inApp && 'in_app'].filter(Boolean) as string[]
  return channels.map((channel) => t(`settings.notifications.channels.${channel}`)).join(', ')
}

/** The team kinds that can receive a type, translated. */
function audiencesOf(t: TFunction, row: TypeRow) {
  return row.audiences.map((kind) => t(`teams.kind.${kind}`)).join(', ')
}

function TemplateBadge({ row }: { row: TypeRow }) {
  const t = useT()
  return row.customLocales.length > 0 ? (
    <Badge color="blue" variant="light" data-testid="template-custom">
      {t('notifications.admin.custom', { locales: row.customLocales.join(', ').toUpperCase() })}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('notifications.admin.standard')}
    </Badge>
  )
}

function TypeLink({ row }: { row: TypeRow }) {
  const t = useT()
  return (
    <Anchor
      component={Link}
      route="admin.settings.notifications.show"
      routeParams={{ type: row.type }}
    >
      {t(`settings.notifications.types.${row.type}.label`)}
    </Anchor>
  )
}

/** Admin → Settings → Notifications: every notification type, its audience, channels and template. */
export default function AdminNotificationTemplates({
  types,
  can,
}: {
  types: TypeRow[]
  can: { edit: boolean }
}) {
  const t = useT()
  const a = (key: string) => t(`notifications.admin.${key}`)
  const yesNo = (value: boolean) => a(value ? 'yes' : 'no')
  return (
    <>
      <Head title={a('title')} />
      <PageHeader title={t('admin_settings.title')} description={a('description')} />
      <AdminSettingsTabs active="notifications" />
      {!can.edit && (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
          {a('read_only')}
        </Alert>
      )}
      <Stack gap="xs" hiddenFrom="sm">
        {types.map((row) => (
          <RowCard
            key={row.type}
            title={<TypeLink row={row} />}
            badge={<TemplateBadge row={row} />}
            lines={[
              t(`settings.notifications.groups.${row.group}`),
              `${a('audiences')}: ${audiencesOf(t, row)}`,
              `${a('channels')}: ${channelsOf(t, row)}`,
              `${a('team_recipients')}: ${yesNo(row.teamRecipients)}`,
            ]}
          />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={800} visibleFrom="sm">
        <Table striped verticalSpacing="sm" data-testid="notification-types">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{a('type')}</Table.Th>
              <Table.Th>{a('group')}</Table.Th>
              <Table.Th>{a('audiences')}</Table.Th>
              <Table.Th>{a('channels')}</Table.Th>
              <Table.Th>{a('team_recipients')}</Table.Th>
              <Table.Th>{a('template')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Td>
                  <Stack gap={0}>
                    <TypeLink row={row} />
                    <Text size="xs" c="dimmed">
                      {t(`settings.notifications.types.${row.type}.description`)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>{t(`settings.notifications.groups.${row.group}`)}</Table.Td>
                <Table.Td>{audiencesOf(t, row)}</Table.Td>
                <Table.Td>{channelsOf(t, row)}</Table.Td>
                <Table.Td>{yesNo(row.teamRecipients)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <TemplateBadge row={row} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}
