import { Alert, Button, Group, Text } from '@mantine/core'
import { router, usePage } from '@inertiajs/react'
import { IconAlertTriangle, IconUserShield } from '@tabler/icons-react'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/types'

/**
 * On every signed-in page: staff impersonating this user (with "stop
 * impersonating", back to the staff account), and the current company
 * suspended by staff (its area is read-only).
 */
export function AccountBanners() {
  const t = useT()
  const { impersonation, suspension } = usePage<SharedProps>().props
  if (!impersonation && !suspension) return null
  return (
    <>
      {impersonation && (
        <Alert
          color="orange"
          variant="filled"
          radius={0}
          icon={<IconUserShield size={18} />}
          py={6}
          data-testid="impersonation-banner"
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="white">
              {t('users_admin.impersonation.banner', {
                staff: impersonation.impersonatorName,
                user: impersonation.userName,
              })}
            </Text>
            <Button
              size="compact-sm"
              color="dark"
              onClick={() => router.delete(urlFor('impersonation.destroy'))}
            >
              {t('users_admin.impersonation.stop')}
            </Button>
          </Group>
        </Alert>
      )}
      {suspension && (
        <Alert
          color="red"
          radius={0}
          icon={<IconAlertTriangle size={18} />}
          py={6}
          title={t('users_admin.suspension.banner_title')}
        >
          <Text size="sm">
            {t('users_admin.suspension.banner', {
              date: suspension.since ? dateTime(suspension.since) : '',
              reason: suspension.reason,
            })}
          </Text>
        </Alert>
      )}
    </>
  )
}
