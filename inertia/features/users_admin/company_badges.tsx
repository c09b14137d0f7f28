import { Badge, Group } from '@mantine/core'
import { useT } from '~/lib/i18n'

/** A company's standing as badges: verified or not, suspended (by staff or for its insurance). */
export function CompanyBadges({
  company,
}: {
  company: {
    verified?: boolean
    verifiedAt?: string | null
    suspendedAt?: string | null
    suspended?: boolean
    suspendedByStaff: boolean
  }
}) {
  const t = useT()
  const verified = company.verified ?? !!company.verifiedAt
  const suspended = company.suspended ?? !!company.suspendedAt
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={verified ? 'green' : 'gray'}>
        {t(verified ? 'users_admin.badges.verified' : 'users_admin.badges.unverified')}
      </Badge>
      {suspended && (
        <Badge variant="light" color="red">
          {t(
            company.suspendedByStaff
              ? 'users_admin.badges.suspended'
              : 'users_admin.badges.insurance'
          )}
        </Badge>
      )}
    </Group>
  )
}
