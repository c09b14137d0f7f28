import { Alert, Anchor, Code, Group, Stack, Tabs, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import {
  TemplateEditor,
  type TemplatePreview,
} from '~/features/notification_templates/template_editor'
import { VersionHistory } from '~/features/notification_templates/version_history'

type TypeRow = Data.Notifications.NotificationTemplateType

function TypeSummary({ type }: { type: TypeRow }) {
  const t = useT()
  const a = (key: string) => t(`notifications.admin.${key}`)
  const channels = [type.mail && 'mail', type.inApp && 'in_app'].filter(Boolean) as string[]
  const line = (label: string, value: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  )
  return (
    <Section title={t(`settings.notifications.types.${type.type}.label`)}>
      <Stack gap={4}>
        {line(a('group'), t(`settings.notifications.groups.${type.group}`))}
        {line(a('audiences'), type.audiences.map((kind) => t(`teams.kind.${kind}`)).join(', '))}
        {line(
          a('channels'),
          channels.map((channel) => t(`settings.notifications.channels.${channel}`)).join(', ')
        )}
        {line(a('team_recipients'), a(type.teamRecipients ? 'yes' : 'no'))}
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {a('variables')}
        </Text>
        {type.variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            {a('no_variables')}
          </Text>
        ) : (
          <Group gap={6} data-testid="template-variables">
            {type.variables.map((name) => (
              <Code key={name}>{`{${name}}`}</Code>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('notifications.admin.variables_hint', { example: `{${type.variables[0] ?? 'x'}}` })}
        </Text>
      </Stack>
    </Section>
  )
}

/** Admin → Settings → Notifications → a type: its templates in it and en, versions, preview, test. */
export default function AdminNotificationTemplate({
  type,
  templates,
  versions,
  preview,
  can,
}: {
  type: TypeRow
  templates: Data.Notifications.NotificationTemplate[]
  versions: Data.Notifications.NotificationTemplateVersion[]
  preview: TemplatePreview
  can: { edit: boolean }
}) {
  const t = useT()
  const a = (key: string) => t(`notifications.admin.${key}`)
  const [locale, setLocale] = useState<string>(preview?.locale ?? templates[0]?.locale ?? 'it')
  return (
    <>
      <Head title={`${a('title')} · ${t(`settings.notifications.types.${type.type}.label`)}`} />
      <PageHeader
        title={t('admin_settings.title')}
        description={t(`settings.notifications.types.${type.type}.description`)}
      />
      <AdminSettingsTabs active="notifications" />
      <Stack gap="lg" maw={1000}>
        <Anchor component={Link} route="admin.settings.notifications" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {a('back')}
          </Group>
        </Anchor>
        <TypeSummary type={type} />
        {!can.edit && (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {a('read_only')}
          </Alert>
        )}
        <Section title={a('template')}>
          <Tabs value={locale} onChange={(value) => setLocale(value ?? 'it')} keepMounted>
            <Tabs.List>
              {templates.map((template) => (
                <Tabs.Tab key={template.locale} value={template.locale}>
                  {a(`locales.${template.locale}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {templates.map((template) => (
              <Tabs.Panel key={template.locale} value={template.locale} pt="md">
                <TemplateEditor
                  key={`${template.locale}-${template.version}`}
                  type={type.type}
                  template={template}
                  preview={preview}
                  canEdit={can.edit}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Section>
        <VersionHistory versions={versions} />
      </Stack>
    </>
  )
}
