import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { notifications } from '@mantine/notifications'
import type { SharedProps } from '~/lib/types'

/** Shows the server's flash messages once, as toasts (rendered once in each layout). */
export function FlashMessages() {
  const { props } = usePage<SharedProps>()
  const { success, error } = props.flash ?? { success: null, error: null }
  useEffect(() => {
    if (success) notifications.show({ color: 'green', message: success })
    if (error) notifications.show({ color: 'red', message: error })
  }, [success, error])
  return null
}
