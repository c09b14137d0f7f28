import { Group, Paper, Radio, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/page_header'
import { useLocale, useT } from '~/lib/i18n'
import { SettingsTabs } from '~/features/settings/settings_tabs'
import { FullNameInput } from '~/features/auth/account_fields'
import { FormActions } from '~/components/form_actions'
import { Heading } from '~/components/heading'

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
        <Form noValidate route="settings.general.update" options={{ preserveScroll: true }}>
          {({ errors, processing }) => (
            <Stack gap="md">
              <Heading
                title={t('settings.general.title')}
                description={t('settings.general.description')}
              />
              <FullNameInput
                label={t('settings.general.full_name')}
                defaultValue={settings.fullName}
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
              <FormActions processing={processing} align="end" />
            </Stack>
          )}
        </Form>
      </Paper>
    </>
  )
}
