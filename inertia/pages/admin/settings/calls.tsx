import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { OpeningHoursInput } from '~/components/opening_hours_input'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'

type Settings = Data.Calls.CallSettings

/** Admin → Settings → Calls: staff's hours for calls, the minimum notice, how far ahead. */
export default function AdminCallSettings({
  settings,
  can,
}: {
  settings: Settings
  can: { update: boolean }
}) {
  const t = useT()
  const form = useForm<Settings>(settings)
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.put(urlFor('admin.settings.calls.update'), { preserveScroll: true })
  }
  const whole = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0)
  return (
    <>
      <Head title={t('calls.settings.title')} />
      <PageHeader title={t('admin_settings.title')} description={t('calls.settings.description')} />
      <AdminSettingsTabs active="calls" />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          <Section title={t('calls.settings.title')}>
            {/* Read-only for staff who may not change the platform's settings. */}
            <fieldset
              disabled={!can.update}
              style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              <OpeningHoursInput
                value={form.data.openingHours}
                onChange={(openingHours) => form.setData('openingHours', openingHours)}
                errors={errors}
                label={t('calls.settings.hours')}
                description={t('calls.settings.hours_hint')}
              />
            </fieldset>
            {errors.openingHours && (
              <Text size="sm" c="red" role="alert">
                {errors.openingHours}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('calls.settings.notice')}
                value={form.data.minNoticeHours}
                onChange={(value) => form.setData('minNoticeHours', whole(value))}
                min={0}
                max={168}
                decimalScale={0}
                error={errors.minNoticeHours}
                disabled={!can.update}
                required
              />
              <NumberInput
                label={t('calls.settings.horizon')}
                value={form.data.horizonWorkingDays}
                onChange={(value) => form.setData('horizonWorkingDays', whole(value))}
                min={1}
                max={60}
                decimalScale={0}
                error={errors.horizonWorkingDays}
                disabled={!can.update}
                required
              />
            </SimpleGrid>
          </Section>
          {can.update && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.processing}>
                {t('calls.settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </>
  )
}
