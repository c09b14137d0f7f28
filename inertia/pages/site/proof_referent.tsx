import { useState } from 'react'
import {
  Alert,
  Button,
  Container,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { Head, router, usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/types'
import { ProofSummary } from '~/features/proofs/proof_summary'
import { SignatureField } from '~/features/proofs/signature_field'

/**
 * The referent's public withdrawal / delivery page (no account, reached
 * through the one-time link of the e-mail): what the driver recorded, then
 * sign with name and drawn signature, or disagree and describe the damage.
 */
export default function ProofReferent({
  token,
  stop,
  proof,
}: {
  token: string
  stop: Data.Proofs.ProofStop
  proof: Data.Proofs.Proof
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const errors = (props.errors ?? {}) as Record<string, string>
  const base = stop.stage === 'pickup' ? 'proofs.withdrawal' : 'proofs.delivery'
  const [decision, setDecision] = useState<'sign' | 'disagree'>('sign')
  const [name, setName] = useState(stop.referentName ?? '')
  const [signature, setSignature] = useState<string | null>(null)
  const [remarks, setRemarks] = useState('')
  const [sending, setSending] = useState(false)
  const title = t(`proofs.referent.title_${stop.stage}`, { reference: stop.reference })
  const photoUrl = (photoId: number, original = false) =>
    urlFor(`${base}.photo` as 'proofs.withdrawal.photo', { token, photoId }) +
    (original ? '?original=1' : '')
  const ready =
    name.trim().length >= 2 && (decision === 'sign' ? !!signature : remarks.trim().length >= 10)
  const submit = () => {
    setSending(true)
    router.post(
      urlFor(`${base}.answer` as 'proofs.withdrawal.answer', { token }),
      {
        decision,
        name,
        signature: decision === 'sign' ? signature : null,
        remarks: decision === 'disagree' ? remarks : undefined,
      },
      { onFinish: () => setSending(false) }
    )
  }
  return (
    <Container size="md" py="lg" px="sm">
      <Head title={title} />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">
            {stop.street}, {stop.cap} {stop.city} ({stop.province})
          </Text>
        </div>
        <Text>{t(`proofs.referent.intro_${stop.stage}`)}</Text>
        <ProofSummary proof={proof} photoUrl={photoUrl} />
        <Paper withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Radio.Group
              label={t('proofs.referent.decision')}
              value={decision}
              onChange={(value) => setDecision(value as 'sign' | 'disagree')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="sign" label={t('proofs.referent.sign')} />
                <Radio value="disagree" label={t('proofs.referent.disagree')} />
              </Stack>
            </Radio.Group>
            <TextInput
              label={t('proofs.referent.name')}
              name="name"
              value={name}
              maxLength={120}
              error={errors.name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            {decision === 'disagree' && (
              <>
                <Textarea
                  label={t('proofs.referent.remarks')}
                  name="remarks"
                  value={remarks}
                  maxLength={2000}
                  autosize
                  minRows={3}
                  error={errors.remarks}
                  onChange={(event) => setRemarks(event.currentTarget.value)}
                />
                {stop.stage === 'delivery' && (
                  <Alert color="yellow">{t('proofs.referent.disagree_delivery_hint')}</Alert>
                )}
              </>
            )}
            <SignatureField
              label={t('proofs.driver.signature')}
              onChange={setSignature}
              error={errors.signature}
            />
            <Button size="md" fullWidth loading={sending} disabled={!ready} onClick={submit}>
              {decision === 'sign'
                ? t('proofs.referent.submit_sign')
                : t('proofs.referent.submit_disagree')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
