import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/page_header'
import { useLocale, useT } from '~/lib/i18n'
import { SettingsTabs } from '~/features/settings/settings_tabs'

type Props = { settings: Data.Identity.User.Variants['forSettings'] }

export default function GeneralSettings({ settings }: Props) {
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <Head title={t('settings.general.title')} />
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsTabs active="general" />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={640}>
        <Form route="settings.general.update" options={{ preserveScroll: true }}>
          {({ errors, processing }) => (
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  {t('settings.general.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('settings.general.description')}
                </Text>
              </div>
              <TextInput
                name="fullName"
                label={t('settings.general.full_name')}
                defaultValue={settings.fullName}
                autoComplete="name"
                maxLength={120}
                required
                error={errors.fullName}
              />
              <Radio.Group
                name="locale"
                label={t('settings.general.language')}
                description={t('settings.general.language_hint')}
                defaultValue={settings.locale ?? locale}
                error={errors.locale}
              >
                <Group mt="xs" gap="lg">
                  <Radio value="it" label="Italiano" lang="it" />
                  <Radio value="en" label="English" lang="en" />
                </Group>
              </Radio.Group>
              <Group justify="flex-end">
                <Button type="submit" loading={processing}>
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          )}
        </Form>
      </Paper>
    </>
  )
}
