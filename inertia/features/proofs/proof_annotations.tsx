import { Button, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

type Area = 'dealer' | 'transporter' | 'admin'

const ANNOTATE_ROUTES = {
  dealer: 'dealer.proofs.annotate',
  transporter: 'transporter.proofs.annotate',
  admin: 'admin.proofs.annotate',
} as const

/** The notes added to a submitted proof (never an edit of it), and the form to add one. */
export function ProofAnnotations({
  area,
  transportId,
  proof,
}: {
  area: Area
  transportId: number
  proof: Data.Proofs.Proof
}) {
  const t = useT()
  const form = useForm({ body: '' })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor(ANNOTATE_ROUTES[area], { id: transportId, proofId: proof.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <Stack gap={6}>
      {proof.annotations.map((note) => (
        <Text key={note.id} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {note.createdAt ? dateTime(note.createdAt) : ''} ·{' '}
            {t(`transports.actor.${note.authorKind}`)}:{' '}
          </Text>
          {note.body}
        </Text>
      ))}
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Textarea
            label={t('proofs.annotations.label')}
            description={t('proofs.annotations.help')}
            value={form.data.body}
            onChange={(event) => form.setData('body', event.currentTarget.value)}
            error={form.errors.body}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Button
            type="submit"
            size="xs"
            variant="light"
            loading={form.processing}
            disabled={form.data.body.trim().length < 2}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('proofs.annotations.add')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
