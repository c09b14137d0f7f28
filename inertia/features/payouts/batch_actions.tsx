import { Button, Group } from '@mantine/core'
import { router } from '@inertiajs/react'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'

/** A button that posts to `url` once the staff member confirms what it does. */
function ConfirmedPost({
  url,
  label,
  title,
  body,
  variant = 'filled',
}: {
  url: string
  label: string
  title: string
  body: string
  variant?: 'filled' | 'light'
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const open = () =>
    confirmDanger(t, {
      title,
      body,
      confirm: label,
      onConfirm: () =>
        router.post(url, {}, { onStart: () => setBusy(true), onFinish: () => setBusy(false) }),
    })
  return (
    <Button variant={variant} onClick={open} loading={busy}>
      {label}
    </Button>
  )
}

/** Admin → Payouts: a new batch from everything due. */
export function CreateBatchButton() {
  const t = useT()
  return (
    <ConfirmedPost
      url={urlFor('admin.payouts.store')}
      label={t('payouts.admin.create')}
      title={t('payouts.admin.create_confirm_title')}
      body={t('payouts.admin.create_confirm_body')}
    />
  )
}

/** What a batch's state allows: approve a draft; download the file of and pay an approved one. */
export function BatchActions({ id, state }: { id: number; state: string }) {
  const t = useT()
  return (
    <Group gap="sm">
      {state === 'draft' && (
        <ConfirmedPost
          url={urlFor('admin.payouts.approve', { id })}
          label={t('payouts.admin.approve')}
          title={t('payouts.admin.approve_confirm_title')}
          body={t('payouts.admin.approve_confirm_body')}
        />
      )}
      {(state === 'approved' || state === 'paid') && (
        <Button
          component="a"
          href={urlFor('admin.payouts.sepa', { id })}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('payouts.admin.download_sepa')}
        </Button>
      )}
      {state === 'approved' && (
        <ConfirmedPost
          url={urlFor('admin.payouts.pay', { id })}
          label={t('payouts.admin.mark_paid')}
          title={t('payouts.admin.pay_confirm_title')}
          body={t('payouts.admin.pay_confirm_body')}
        />
      )}
    </Group>
  )
}
