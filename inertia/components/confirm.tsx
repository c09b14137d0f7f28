import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { TFunction } from '~/lib/i18n'

/** A confirmation dialog for destructive actions (red confirm button). */
export function confirmDanger(
  t: TFunction,
  options: { title: string; body?: string; confirm: string; onConfirm: () => void }
) {
  modals.openConfirmModal({
    title: options.title,
    children: options.body ? <Text size="sm">{options.body}</Text> : null,
    labels: { confirm: options.confirm, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  })
}
