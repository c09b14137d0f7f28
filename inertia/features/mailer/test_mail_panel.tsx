import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react'
import { modals } from '@mantine/modals'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'

export type TestResult = { ok: boolean; message: string; raw: string } | null

/** Sends a test e-mail to oneself (after a confirmation) and shows the server's answer or error. */
export function TestMailPanel({
  result,
  canConfigure,
}: {
  result: TestResult
  canConfigure: boolean
}) {
  const t = useT()
  const [sending, setSending] = useState(false)
  const send = () =>
    modals.openConfirmModal({
      title: t('admin_settings.mailer.test.confirm_title'),
      children: <Text size="sm">{t('admin_settings.mailer.test.confirm_body')}</Text>,
      labels: { confirm: t('admin_settings.mailer.test.send'), cancel: t('common.cancel') },
      onConfirm: () =>
        router.post(
          urlFor('admin.settings.mailer.test'),
          {},
          {
            preserveScroll: true,
            onStart: () => setSending(true),
            onFinish: () => setSending(false),
          }
        ),
    })
  return (
    <Section
      title={t('admin_settings.mailer.test.title')}
      description={t('admin_settings.mailer.test.hint')}
    >
      <Stack gap="sm">
        {result && (
          <Alert
            color={result.ok ? 'green' : 'red'}
            variant="light"
            icon={
              result.ok ? (
                <IconCircleCheck size={18} aria-hidden />
              ) : (
                <IconAlertTriangle size={18} aria-hidden />
              )
            }
            title={result.message}
            data-testid="mailer-test-result"
          >
            {result.raw && (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('admin_settings.mailer.test.raw')}
                </Text>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {result.raw}
                </Code>
              </Stack>
            )}
          </Alert>
        )}
        {canConfigure && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={send}
              loading={sending}
            >
              {t('admin_settings.mailer.test.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  )
}
