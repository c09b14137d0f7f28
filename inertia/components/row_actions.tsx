import { ActionIcon, Group, Tooltip } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

/**
 * Edit and delete icon buttons of a row or card; the labels name the item for
 * screen readers. Without `onEdit` only the delete button shows (a read-only item).
 */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string
  deleteLabel: string
  onEdit?: () => void
  onDelete: () => void
}) {
  const t = useT()
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Tooltip label={t('common.edit')}>
          <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}
