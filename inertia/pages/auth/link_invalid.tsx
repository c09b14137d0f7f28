import { Button, Stack, Text, Title } from '@mantine/core'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconLinkOff } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'

type Props = { kind: 'verify_email' | 'reset_password'; reason: 'invalid' | 'expired' | 'used' }

/** A tampered, expired or already used e-mail link, and what to do next. */
export default function LinkInvalid({ kind, reason }: Props) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const signedIn = Boolean(props.auth)
  const next =
    kind === 'reset_password'
      ? ({ route: 'password.request', label: t('auth.link_invalid.new_reset_link') } as const)
      : signedIn
        ? ({
            route: 'verification.notice',
            label: t('auth.link_invalid.new_verification_link'),
          } as const)
        : ({ route: 'session.create', label: t('auth.login.title') } as const)
  return (
    <>
      <Head title={t('auth.link_invalid.title')} />
      <Stack gap="md" align="flex-start">
        <IconLinkOff size={32} aria-hidden />
        <Title order={1} size="h2">
          {t('auth.link_invalid.title')}
        </Title>
        <Text size="sm">{t(`auth.link_invalid.${kind}.${reason}`)}</Text>
        <Button component={Link} route={next.route} fullWidth>
          {next.label}
        </Button>
      </Stack>
    </>
  )
}
