import { Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { AdminSettingsTabs } from '~/features/pricing/admin_settings_tabs'
import { MailSettingsForm } from '~/features/mailer/mail_settings_form'
import { TestMailPanel, type TestResult } from '~/features/mailer/test_mail_panel'
import { DeliveryLog, type DeliveryFilters } from '~/features/mailer/delivery_log'

/** Admin → Settings → Mailer: the SMTP server, a test e-mail with the server's answer, the delivery log. */
export default function AdminMailerSettings({
  settings,
  deliveries,
  filters,
  testResult,
  can,
}: {
  settings: Data.Mailer.MailSettings
  deliveries: Paginated<Data.Mailer.MailDelivery>
  filters: DeliveryFilters
  testResult: TestResult
  can: { configure: boolean }
}) {
  const t = useT()
  return (
    <>
      <Head title={t('admin_settings.mailer.title')} />
      <PageHeader
        title={t('admin_settings.title')}
        description={t('admin_settings.mailer.description')}
      />
      <AdminSettingsTabs active="mailer" />
      <Stack gap="lg" maw={1000}>
        <MailSettingsForm settings={settings} canConfigure={can.configure} />
        <TestMailPanel result={testResult} canConfigure={can.configure} />
        <DeliveryLog deliveries={deliveries} filters={filters} />
      </Stack>
    </>
  )
}
