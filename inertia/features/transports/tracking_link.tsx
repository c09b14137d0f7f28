import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconCopy, IconExternalLink } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/**
 * The public tracking link, written out in full (it wraps instead of being
 * cut), with copy and open buttons. Built from the address this page was
 * opened at, so it works on whatever host serves the app; e-mails build it
 * from the configured APP_URL.
 */
export function TrackingLink({ path }: { path: string }) {
  const t = useT()
  const link = typeof window !== 'undefined' ? `${window.location.origin}${path}` : path
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('transports.show.tracking')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('transports.show.tracking_hint')}
        </Text>
        <Text
          size="sm"
          ff="monospace"
          style={{ wordBreak: 'break-all' }}
          data-testid="tracking-link"
        >
          <Anchor href={path} target="_blank" rel="noopener noreferrer">
            {link}
          </Anchor>
        </Text>
        <Group gap="xs">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconCopy size={14} aria-hidden />}
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
            size="xs"
            leftSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('transports.show.open_tracking')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
