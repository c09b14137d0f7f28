import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'

type Settings = Data.Mailer.MailSettings

/**
 * The SMTP server form. The stored password never reaches the page: the form
 * says whether one is set; an empty field keeps it, a new value replaces it.
 */
export function MailSettingsForm({
  settings,
  canConfigure,
}: {
  settings: Settings
  canConfigure: boolean
}) {
  const t = useT()
  const form = useForm({
    enabled: settings.enabled,
    host: settings.host,
    port: settings.port,
    security: settings.security as string,
    username: settings.username,
    password: '',
    clearPassword: false,
    fromName: settings.fromName,
    fromAddress: settings.fromAddress,
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`admin_settings.mailer.fields.${key}`)
  const text = (key: 'host' | 'username' | 'fromName' | 'fromAddress', max: number) => (
    <TextInput
      label={f(key)}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      maxLength={max}
      type={key === 'fromAddress' ? 'email' : 'text'}
      spellCheck={false}
      autoComplete="off"
    />
  )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.put(urlFor('admin.settings.mailer.update'), {
      preserveScroll: true,
      onSuccess: () => form.reset('password', 'clearPassword'),
    })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Section
        title={t('admin_settings.mailer.server')}
        description={t('admin_settings.mailer.version', { version: settings.version })}
      >
        <Alert
          color={settings.enabled ? 'green' : 'gray'}
          variant="light"
          icon={
            settings.enabled ? (
              <IconCircleCheck size={18} aria-hidden />
            ) : (
              <IconInfoCircle size={18} aria-hidden />
            )
          }
          data-testid="mailer-status"
        >
          {settings.enabled
            ? t('admin_settings.mailer.status_enabled', {
                host: settings.host,
                port: settings.port,
              })
            : t('admin_settings.mailer.status_disabled')}
        </Alert>
        <fieldset
          disabled={!canConfigure}
          style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Switch
              label={f('enabled')}
              checked={form.data.enabled}
              onChange={(event) => form.setData('enabled', event.currentTarget.checked)}
              style={{ gridColumn: '1 / -1' }}
            />
            {text('host', 255)}
            <NumberInput
              label={f('port')}
              value={form.data.port}
              onChange={(value) => form.setData('port', Number(value) || 0)}
              min={1}
              max={65535}
              decimalScale={0}
              thousandSeparator=""
              error={errors.port}
            />
            <Select
              label={f('security')}
              value={form.data.security}
              onChange={(value) => form.setData('security', value ?? 'starttls')}
              data={(['none', 'starttls', 'tls'] as const).map((value) => ({
                value,
                label: t(`admin_settings.mailer.securities.${value}`),
              }))}
              error={errors.security}
              allowDeselect={false}
            />
            {text('username', 255)}
            <div>
              <PasswordInput
                label={f('password')}
                value={form.data.password}
                onChange={(event) => form.setData('password', event.currentTarget.value)}
                error={errors.password}
                maxLength={500}
                autoComplete="new-password"
              />
              <Text size="xs" c="dimmed" mt={4} data-testid="password-state">
                {settings.passwordSet ? f('password_set') : f('password_none')}
              </Text>
              {settings.passwordSet && (
                <Checkbox
                  mt="xs"
                  label={f('clearPassword')}
                  checked={form.data.clearPassword}
                  onChange={(event) => form.setData('clearPassword', event.currentTarget.checked)}
                />
              )}
            </div>
            {text('fromName', 120)}
            {text('fromAddress', 254)}
          </SimpleGrid>
        </fieldset>
        {canConfigure && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing}>
              {t('admin_settings.mailer.save')}
            </Button>
          </Group>
        )}
      </Section>
    </form>
  )
}
