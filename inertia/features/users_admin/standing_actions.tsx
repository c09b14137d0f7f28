import { useState } from 'react'
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { router, useForm } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { FormActions } from '~/components/form_actions'

type Company = {
  id: number
  kind: string
  verifiedAt: string | null
  suspendedAt: string | null
  suspendedByStaff: boolean
}

function ReasonForm({
  id,
  action,
  close,
}: {
  id: number
  action: 'suspend' | 'reinstate'
  close: () => void
}) {
  const t = useT()
  const field = action === 'suspend' ? 'reason' : 'note'
  const form = useForm({ [field]: '' } as Record<string, string>)
  const error = (form.errors as Record<string, string | undefined>)[field]
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor(`admin.users.teams.${action}`, { id }), { onSuccess: close })
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t(`users_admin.standing.${field}`)}
          description={t(`users_admin.standing.${action}_hint`)}
          value={form.data[field]}
          onChange={(event) => form.setData(field, event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
          required={action === 'suspend'}
          error={error}
          data-autofocus
        />
        <FormActions
          processing={form.processing}
          onCancel={close}
          label={t(`users_admin.standing.${action}`)}
        />
      </Stack>
    </form>
  )
}

/** Verify, suspend (with a reason) and reinstate (with a note) a company. */
export function StandingActions({ company }: { company: Company }) {
  const t = useT()
  const [open, setOpen] = useState<'suspend' | 'reinstate' | null>(null)
  const [verifying, setVerifying] = useState(false)
  return (
    <Group gap="xs" wrap="wrap">
      {!company.verifiedAt && (
        <Button
          variant="light"
          color="green"
          loading={verifying}
          onClick={() =>
            router.post(
              urlFor('admin.users.teams.verify', { id: company.id }),
              {},
              {
                onStart: () => setVerifying(true),
                onFinish: () => setVerifying(false),
              }
            )
          }
        >
          {t('users_admin.standing.verify')}
        </Button>
      )}
      {!company.suspendedByStaff && (
        <Button variant="light" color="red" onClick={() => setOpen('suspend')}>
          {t('users_admin.standing.suspend')}
        </Button>
      )}
      {company.suspendedAt && (
        <Button variant="light" onClick={() => setOpen('reinstate')}>
          {t('users_admin.standing.reinstate')}
        </Button>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`users_admin.standing.${open}_title`) : ''}
      >
        {open && <ReasonForm id={company.id} action={open} close={() => setOpen(null)} />}
      </Modal>
    </Group>
  )
}
