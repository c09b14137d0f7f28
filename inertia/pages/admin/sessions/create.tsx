import { Paper } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { SessionForm, sessionPayload } from '~/features/marketplace/session_form'

type Option = { value: string; label: string }

/** Admin → a new private session: its times, transports and invited carrier teams. */
export default function AdminSessionCreate({
  transportChoices,
  teamChoices,
}: {
  transportChoices: Option[]
  teamChoices: Option[]
}) {
  const t = useT()
  return (
    <>
      <Head title={t('marketplace.sessions.create')} />
      <PageHeader
        title={t('marketplace.sessions.create')}
        description={t('marketplace.sessions.create_description')}
      />
      <Paper withBorder p="md" radius="md" maw={720}>
        <SessionForm
          initial={{ name: '', startsAt: null, endsAt: null, transportIds: [], teamIds: [] }}
          transportChoices={transportChoices}
          teamChoices={teamChoices}
          label={t('marketplace.sessions.create_submit')}
          onCancel={() => router.visit(urlFor('admin.sessions.index'))}
          submit={(form) => {
            form.transform(sessionPayload)
            form.post(urlFor('admin.sessions.store'))
          }}
        />
      </Paper>
    </>
  )
}
