import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconCopy, IconExternalLink } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/** The public tracking link with a copy button. */
export function TrackingLink({ url, path }: { url: string; path: string }) {
  const t = useT()
  const shown = url.startsWith('http')
    ? url
    : typeof window !== 'undefined'
      ? `${window.location.origin}${path}`
      : path
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('transports.show.tracking')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('transports.show.tracking_hint')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={shown}
            readOnly
            aria-label={t('transports.show.tracking')}
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={shown}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={copy}
                color={copied ? 'green' : undefined}
              >
                {copied ? t('transports.show.copied') : t('transports.show.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={path}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={t('transports.show.tracking')}
          >
            <IconExternalLink size={16} aria-hidden />
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
