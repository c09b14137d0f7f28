import { Button, Group, Paper, Radio, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { NotificationChannel } from '#settings/domain/notification_types'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { EmptyState } from '~/components/empty_state'
import { useT } from '~/lib/i18n'
import { SettingsTabs } from '~/features/settings/settings_tabs'
import { Heading } from '~/components/heading'

type Channel = NotificationChannel

type Frequency = 'immediate' | 'hourly' | 'daily'
type Props = {
  channels: Channel[]
  groups: Data.Settings.NotificationGroup[]
  mailFrequency: Frequency
  mailFrequencies: Frequency[]
}

export default function NotificationSettings({
  channels,
  groups,
  mailFrequency,
  mailFrequencies,
}: Props) {
  const t = useT()
  const form = useForm({
    preferences: Object.fromEntries(
      groups.flatMap((group) => group.types.map((row) => [row.type, { ...row.channels }]))
    ) as Record<string, Record<Channel, boolean>>,
    mailFrequency,
  })
  const errors = form.errors as Record<string, string | undefined>

  const toggle = (type: string, channel: Channel, enabled: boolean) =>
    form.setData('preferences', {
      ...form.data.preferences,
      [type]: { ...form.data.preferences[type]!, [channel]: enabled },
    })

  return (
    <>
      <Head title={t('settings.notifications.title')} />
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsTabs active="notifications" />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.put(urlFor('settings.notifications.update'), {
            preserveScroll: true,
            onSuccess: () => form.setDefaults(),
          })
        }}
      >
        <Stack gap="lg" maw={860}>
          <Heading
            title={t('settings.notifications.title')}
            description={t('settings.notifications.description')}
          />
          {groups.length === 0 && <EmptyState title={t('settings.notifications.empty')} />}
          {groups.length > 0 && (
            <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
              <Radio.Group
                label={t('notifications.frequency.label')}
                description={t('notifications.frequency.description')}
                value={form.data.mailFrequency}
                onChange={(value) => form.setData('mailFrequency', value as Frequency)}
                error={errors.mailFrequency}
              >
                <Stack gap="xs" mt="xs">
                  {mailFrequencies.map((frequency) => (
                    <Radio
                      key={frequency}
                      value={frequency}
                      label={t(`notifications.frequency.${frequency}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
          )}
          {groups.map((group) => (
            <Paper key={group.group} withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
              <Title order={3} size="h5" mb="xs" px={{ base: 4, sm: 0 }}>
                {t(`settings.notifications.groups.${group.group}`)}
              </Title>
              <Table verticalSpacing="sm" horizontalSpacing="xs" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('settings.notifications.type')}</Table.Th>
                    {channels.map((channel) => (
                      <Table.Th
                        key={channel}
                        w={{ base: 74, sm: 110 }}
                        ta="center"
                        fz={{ base: 'xs', sm: 'sm' }}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {t(`settings.notifications.channels.${channel}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.types.map((row) => {
                    const label = t(`settings.notifications.types.${row.type}.label`)
                    return (
                      <Table.Tr key={row.type}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`settings.notifications.types.${row.type}.description`)}
                          </Text>
                        </Table.Td>
                        {channels.map((channel) => {
                          const error = errors[`preferences.${row.type}.${channel}`]
                          return (
                            <Table.Td key={channel}>
                              <Group justify="center">
                                <Switch
                                  checked={form.data.preferences[row.type]?.[channel] ?? false}
                                  onChange={(event) =>
                                    toggle(row.type, channel, event.currentTarget.checked)
                                  }
                                  aria-label={t('settings.notifications.switch_label', {
                                    channel: t(`settings.notifications.channels.${channel}`),
                                    type: label,
                                  })}
                                  error={error}
                                />
                              </Group>
                            </Table.Td>
                          )
                        })}
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Paper>
          ))}
          {groups.length > 0 && (
            <Group justify="flex-end" gap="sm">
              {form.recentlySuccessful && (
                <Text size="sm" c="green.8" role="status">
                  {t('common.saved')}
                </Text>
              )}
              <Button type="submit" loading={form.processing} disabled={!form.isDirty}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </>
  )
}
