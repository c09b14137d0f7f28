import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { router } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { modals } from '@mantine/modals'
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { FORM_OPTIONS } from '~/features/profile/form_options'

const VISIT = { preserveScroll: true } as const

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT()
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={t('profile.two_factor.codes_title')}>
        {t('profile.two_factor.codes_hint')}
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" size="xs" onClick={copy} w="fit-content">
            {copied ? t('profile.two_factor.copied') : t('profile.two_factor.copy_codes')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  )
}

/** Two-factor authentication: enable -> scan the QR code -> confirm a code -> recovery codes; disable. */
export function TwoFactorSection({ twoFactor }: { twoFactor: Data.Identity.TwoFactor }) {
  const t = useT()

  const enable = () => router.post(urlFor('two_factor.enable'), {}, VISIT)
  const disable = () =>
    modals.openConfirmModal({
      title: t('profile.two_factor.disable_title'),
      children: <Text size="sm">{t('profile.two_factor.disable_confirm')}</Text>,
      labels: { confirm: t('profile.two_factor.disable'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => router.delete(urlFor('two_factor.disable'), VISIT),
    })
  const regenerate = () =>
    modals.openConfirmModal({
      title: t('profile.two_factor.regenerate_title'),
      children: <Text size="sm">{t('profile.two_factor.regenerate_confirm')}</Text>,
      labels: { confirm: t('profile.two_factor.regenerate'), cancel: t('common.cancel') },
      onConfirm: () => router.post(urlFor('two_factor.recovery_codes.regenerate'), {}, VISIT),
    })

  if (twoFactor.status === 'disabled') {
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldOff size={20} aria-hidden />
          <Text fw={600}>{t('profile.two_factor.off_title')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.two_factor.off_text')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={enable}>{t('profile.two_factor.enable')}</Button>
        </Group>
      </Stack>
    )
  }

  if (twoFactor.status === 'pending') {
    return (
      <Stack gap="sm">
        <Text fw={600}>{t('profile.two_factor.setup_title')}</Text>
        {twoFactor.setup ? (
          <>
            <Text size="sm">{t('profile.two_factor.scan')}</Text>
            <Image
              src={twoFactor.setup.qrCode}
              alt={t('profile.two_factor.qr_alt')}
              w={200}
              h={200}
              fit="contain"
              radius="sm"
            />
            <Text size="sm">
              {t('profile.two_factor.setup_key')}{' '}
              <Code style={{ wordBreak: 'break-all' }}>{twoFactor.setup.secret}</Code>
            </Text>
            <Form
              noValidate
              route="two_factor.confirm"
              errorBag="confirmTwoFactor"
              options={FORM_OPTIONS}
              resetOnError
            >
              {({ errors, processing }) => (
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    name="code"
                    label={t('auth.two_factor.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={20}
                    required
                    error={errors.code}
                    style={{ flex: '1 1 180px' }}
                  />
                  <Button type="submit" loading={processing}>
                    {t('profile.two_factor.confirm')}
                  </Button>
                </Group>
              )}
            </Form>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('profile.two_factor.setup_resume')}
            </Text>
            <Group>
              <Button onClick={enable}>{t('profile.two_factor.resume')}</Button>
            </Group>
          </>
        )}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => router.delete(urlFor('two_factor.disable'), VISIT)}
          >
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <IconShieldCheck size={20} aria-hidden color="var(--mantine-color-green-7)" />
        <Text fw={600}>{t('profile.two_factor.on_title')}</Text>
        <Badge color="green" variant="light">
          {t('profile.two_factor.active')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('profile.two_factor.on_text')}
      </Text>
      {twoFactor.recoveryCodes && <RecoveryCodes codes={twoFactor.recoveryCodes} />}
      <Group justify="flex-end" gap="xs" wrap="wrap">
        {twoFactor.recoveryCodes ? (
          <Button variant="default" onClick={regenerate}>
            {t('profile.two_factor.regenerate')}
          </Button>
        ) : (
          <Button
            variant="default"
            onClick={() => router.get(urlFor('two_factor.recovery_codes'), {}, VISIT)}
          >
            {t('profile.two_factor.show_codes')}
          </Button>
        )}
        <Button color="red" variant="light" onClick={disable}>
          {t('profile.two_factor.disable')}
        </Button>
      </Group>
    </Stack>
  )
}
