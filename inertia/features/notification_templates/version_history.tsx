import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { Section } from '~/components/section'
import { EmptyState } from '~/components/empty_state'

type Version = Data.Notifications.NotificationTemplateVersion

/** The saved versions of a type's templates, both languages, newest first. */
export function VersionHistory({ versions }: { versions: Version[] }) {
  const t = useT()
  const a = (key: string, values?: Record<string, unknown>) =>
    t(`notifications.admin.${key}`, values)
  return (
    <Section title={a('history')}>
      {versions.length === 0 ? (
        <EmptyState title={a('history_empty')} />
      ) : (
        <Stack gap="xs" data-testid="template-versions">
          {versions.map((version) => (
            <Paper key={version.id} withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{version.locale.toUpperCase()}</Badge>
                  <Text fw={600} size="sm">
                    {a('version', { version: version.version })}
                  </Text>
                  {version.isDefault && (
                    <Badge color="gray" variant="light">
                      {a('version_default')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {dateTime(version.createdAt)} ·{' '}
                    {a('by', { name: version.createdByName ?? a('by_unknown') })}
                  </Text>
                </Group>
                {!version.isDefault && (
                  <>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {version.subject}
                    </Text>
                    <Text
                      size="sm"
                      c="dimmed"
                      lineClamp={3}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {version.body}
                    </Text>
                  </>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  )
}
