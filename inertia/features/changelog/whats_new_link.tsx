import { ActionIcon, Indicator, Tooltip } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { IconSparkles } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

/** The header's link to the changelog, with a dot while an entry the user has not opened exists. */
export function WhatsNewLink() {
  const t = useT()
  const { auth } = usePage<SharedProps>().props
  const fresh = !!auth?.whatsNew
  const label = fresh ? t('changelog.whats_new_unread') : t('changelog.whats_new')
  return (
    <Tooltip label={label}>
      <Indicator disabled={!fresh} color="red" size={9} offset={4} processing={false}>
        <ActionIcon
          component={Link}
          route="changelog.index"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconSparkles size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  )
}
