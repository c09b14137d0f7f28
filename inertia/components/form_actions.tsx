import { Button, Group } from '@mantine/core'
import { useT } from '~/lib/i18n'

/**
 * The button row under a form: "Save" (or `label`) submits; with `onCancel`
 * a "Cancel" button comes first. The row sits on the right with a cancel
 * button (as in modals) or with `align="end"`, else on the left.
 */
export function FormActions({
  processing,
  onCancel,
  label,
  align = onCancel ? 'end' : 'start',
}: {
  processing: boolean
  onCancel?: () => void
  label?: string
  align?: 'start' | 'end'
}) {
  const t = useT()
  return (
    <Group justify={align === 'end' ? 'flex-end' : undefined}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={processing}>
        {label ?? t('common.save')}
      </Button>
    </Group>
  )
}
