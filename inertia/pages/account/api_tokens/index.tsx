import { useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { modals } from '@mantine/modals'
import { Deferred, Head, router, usePage } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import type { CreatedApiToken as CreatedToken } from '#api/actions/create_api_token'
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react'
import { dateTime } from '@shared/format'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { useT, type TFunction } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Heading } from '~/components/heading'

type ApiToken = Data.Api.ApiToken

type Props = {
  abilities: string[]
  tokens?: ApiToken[]
}

function CreateTokenForm({ abilities }: { abilities: string[] }) {
  const t = useT()
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Form noValidate route="api_tokens.store" resetOnSuccess options={{ preserveScroll: true }}>
        {({ errors, processing }) => (
          <Stack gap="md">
            <Heading
              title={t('api_tokens.create.title')}
              description={t('api_tokens.create.description')}
            />
            <TextInput
              name="name"
              label={t('api_tokens.fields.name')}
              description={t('api_tokens.fields.name_hint')}
              maxLength={100}
              required
              error={errors.name}
            />
            <Checkbox.Group
              label={t('api_tokens.fields.abilities')}
              defaultValue={['read']}
              error={
                errors.abilities ??
                Object.entries(errors).find(([key]) => key.startsWith('abilities.'))?.[1]
              }
            >
              <Stack gap={6} mt="xs">
                {abilities.map((ability) => (
                  <Checkbox
                    key={ability}
                    name="abilities[]"
                    value={ability}
                    label={t(`api_tokens.abilities.${ability}.label`)}
                    description={t(`api_tokens.abilities.${ability}.description`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={processing}
                leftSection={<IconKey size={16} aria-hidden />}
              >
                {t('api_tokens.create.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Form>
    </Paper>
  )
}

/** The plain token, shown once right after creation. */
function NewTokenModal({ token, onClose }: { token: CreatedToken | null; onClose: () => void }) {
  const t = useT()
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title={t('api_tokens.new.title')}
      size="lg"
      centered
    >
      {token && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('api_tokens.new.warning')}
          </Alert>
          <Text size="sm">{t('api_tokens.new.name', { name: token.name })}</Text>
          <Code
            block
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
            aria-label={t('api_tokens.new.value')}
          >
            {token.plainValue}
          </Code>
          <Group justify="space-between" wrap="wrap">
            <CopyButton value={token.plainValue} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  variant={copied ? 'light' : 'filled'}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? t('api_tokens.new.copied') : t('api_tokens.new.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('api_tokens.new.done')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('api_tokens.new.usage')}
          </Text>
        </Stack>
      )}
    </Modal>
  )
}

function confirmRevoke(t: TFunction, token: ApiToken) {
  modals.openConfirmModal({
    title: t('api_tokens.revoke.title'),
    children: <Text size="sm">{t('api_tokens.revoke.body', { name: token.name ?? '' })}</Text>,
    labels: { confirm: t('api_tokens.revoke.confirm'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      router.delete(urlFor('api_tokens.destroy', { id: token.id }), { preserveScroll: true }),
  })
}

function RevokeButton({ token }: { token: ApiToken }) {
  const t = useT()
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={t('api_tokens.revoke.aria', { name: token.name ?? '' })}
      onClick={() => confirmRevoke(t, token)}
    >
      {t('api_tokens.revoke.action')}
    </Button>
  )
}

function AbilityBadges({ abilities }: { abilities: string[] }) {
  const t = useT()
  return (
    <Group gap={4}>
      {abilities.map((ability) => (
        <Badge key={ability} variant="light" size="sm">
          {t(`api_tokens.abilities.${ability}.label`)}
        </Badge>
      ))}
    </Group>
  )
}

/** Phones: one card per token. */
function TokenCards({ tokens }: { tokens: ApiToken[] }) {
  const t = useT()
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {tokens.map((token) => (
        <Paper key={token.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={500}>{token.name}</Text>
            <RevokeButton token={token} />
          </Group>
          <AbilityBadges abilities={token.abilities} />
          <Text size="xs" c="dimmed" mt={6}>
            {t('api_tokens.list.created')}: {dateTime(token.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('api_tokens.list.last_used')}:{' '}
            {token.lastUsedAt ? dateTime(token.lastUsedAt) : t('api_tokens.list.never_used')}
          </Text>
          {token.expiresAt && (
            <Text size="xs" c="dimmed">
              {t('api_tokens.list.expires', { date: dateTime(token.expiresAt) })}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  )
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const t = useT()
  if (tokens.length === 0) {
    return (
      <EmptyState
        title={t('api_tokens.list.empty_title')}
        description={t('api_tokens.list.empty_description')}
      />
    )
  }
  return (
    <>
      <TokenCards tokens={tokens} />
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('api_tokens.fields.name')}</Table.Th>
              <Table.Th>{t('api_tokens.fields.abilities')}</Table.Th>
              <Table.Th>{t('api_tokens.list.created')}</Table.Th>
              <Table.Th>{t('api_tokens.list.last_used')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {token.name}
                  </Text>
                  {token.expiresAt && (
                    <Text size="xs" c="dimmed">
                      {t('api_tokens.list.expires', { date: dateTime(token.expiresAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AbilityBadges abilities={token.abilities} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dateTime(token.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={token.lastUsedAt ? undefined : 'dimmed'}>
                    {token.lastUsedAt
                      ? dateTime(token.lastUsedAt)
                      : t('api_tokens.list.never_used')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <RevokeButton token={token} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}

export default function ApiTokensIndex({ abilities, tokens }: Props) {
  const t = useT()
  const page = usePage()
  const created = ((page.flash ?? {}) as { apiToken?: CreatedToken }).apiToken ?? null
  /* the token just created is shown until its dialog is closed */
  const [dismissed, setDismissed] = useState<number | null>(null)
  const shown = created && created.id !== dismissed ? created : null

  return (
    <>
      <Head title={t('api_tokens.title')} />
      <PageHeader title={t('api_tokens.title')} description={t('api_tokens.description')} />
      <Stack gap="lg" maw={960}>
        <CreateTokenForm abilities={abilities} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t('api_tokens.list.title')}
          </Title>
          <Deferred data="tokens" fallback={<ListLoading rows={3} />}>
            <TokenList tokens={tokens ?? []} />
          </Deferred>
        </Paper>
      </Stack>
      <NewTokenModal token={shown} onClose={() => setDismissed(created?.id ?? null)} />
    </>
  )
}
