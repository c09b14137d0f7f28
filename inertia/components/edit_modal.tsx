import { Button, Modal, type ButtonProps, type ModalProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { Fragment, useState, type ReactNode } from 'react'

/** What a list page is editing: nothing, a new item or one of its rows. */
export type Editing<T> = T | 'new' | null

/** The editing state of a list page with a create/edit modal. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T>>(null)
  return { editing, edit: setEditing, close: () => setEditing(null) }
}

/**
 * The modal that creates (`editing === 'new'`) or edits one item; full screen
 * on a phone. The form is rendered afresh for each item.
 */
export function EditModal<T extends { id: number | string }>({
  editing,
  onClose,
  addTitle,
  editTitle,
  size,
  children,
}: {
  editing: Editing<T>
  onClose: () => void
  addTitle: string
  editTitle: string
  size?: ModalProps['size']
  children: (item: T | undefined) => ReactNode
}) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? addTitle : editTitle}
      size={size}
      fullScreen={isPhone}
    >
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {children(editing === 'new' ? undefined : editing)}
        </Fragment>
      )}
    </Modal>
  )
}

/** The "add" button of a list (a plus icon before the label). */
export function AddButton({
  label,
  onClick,
  size,
}: {
  label: string
  onClick: () => void
  size?: ButtonProps['size']
}) {
  return (
    <Button
      size={size}
      leftSection={<IconPlus size={size === 'xs' ? 14 : 16} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  )
}
