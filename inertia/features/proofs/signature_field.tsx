import { useEffect, useRef } from 'react'
import SignaturePad from 'signature_pad'
import { Button, Group, Input, Paper } from '@mantine/core'
import { useT } from '~/lib/i18n'

/**
 * A signature drawn on the screen (signature_pad), given to the form as a
 * PNG data URL after each stroke, null when cleared.
 */
export function SignatureField({
  label,
  onChange,
  error,
}: {
  label: string
  onChange: (dataUrl: string | null) => void
  error?: string
}) {
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })

  useEffect(() => {
    const element = canvas.current!
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    element.width = element.offsetWidth * ratio
    element.height = element.offsetHeight * ratio
    element.getContext('2d')!.scale(ratio, ratio)
    const signature = new SignaturePad(element, { penColor: '#1a1b1e' })
    signature.addEventListener('endStroke', () =>
      changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png'))
    )
    pad.current = signature
    return () => signature.off()
  }, [])

  return (
    <Input.Wrapper label={label} description={t('proofs.driver.signature_hint')} error={error}>
      <Paper withBorder radius="md" mt={4} style={{ overflow: 'hidden' }}>
        <canvas
          ref={canvas}
          data-testid="signature-canvas"
          aria-label={label}
          style={{ width: '100%', height: 180, display: 'block', touchAction: 'none' }}
        />
      </Paper>
      <Group justify="flex-end" mt={4}>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            pad.current?.clear()
            onChange(null)
          }}
        >
          {t('proofs.driver.clear_signature')}
        </Button>
      </Group>
    </Input.Wrapper>
  )
}
