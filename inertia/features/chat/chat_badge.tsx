import { useEffect, useState } from 'react'
import { Badge } from '@mantine/core'
import { usePage } from '@inertiajs/react'
import { onRealtimeEvent } from '~/lib/realtime'
import { urlFor } from '~/lib/routes'

/*
| The Chat / Messages menu badge: how many conversations have unread
| messages. Read from GET /chat/unread (not a shared prop, so no page pays
| for it) when the layout mounts, after a visit to a chat page (opening a
| conversation reads it), and when a `chat.unread` event arrives on the
| team's channel (someone wrote).
*/
const REFRESH = 'trasporti:chat-unread'

onRealtimeEvent('chat.unread', () => window.dispatchEvent(new Event(REFRESH)))

async function fetchCount(): Promise<number | null> {
  try {
    const response = await fetch(urlFor('chat.unread'), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
    if (!response.ok) return null
    const body = (await response.json()) as { count: number | null }
    return typeof body.count === 'number' ? body.count : null
  } catch {
    return null
  }
}

export function ChatUnreadBadge() {
  const [count, setCount] = useState<number | null>(null)
  const url = usePage().url
  /* a chat page may have read a conversation: count again after each of its visits */
  const trigger = url.includes('/chat') ? url : null
  useEffect(() => {
    let live = true
    const refresh = () => fetchCount().then((value) => live && setCount(value))
    refresh()
    window.addEventListener(REFRESH, refresh)
    return () => {
      live = false
      window.removeEventListener(REFRESH, refresh)
    }
  }, [trigger])
  if (!count) return null
  return (
    <Badge color="red" variant="filled" size="sm" circle={count < 10} data-testid="chat-badge">
      {count > 99 ? '99+' : count}
    </Badge>
  )
}
