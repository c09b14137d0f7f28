import {
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft, IconSend } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTime } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { modals } from '@mantine/modals'
import { LeadKindBadge, LeadStateBadge } from '~/features/leads/lead_parts'

type Lead = Data.Leads.Lead.Variants['forStaff']

const MANUAL_STATES = ['new', 'contacted', 'discarded'] as const

/** Admin → Leads → one lead: contacts and message, follow-up (state, notes, who handles it), conversion. */
export default function AdminLeadShow({
  lead,
  staff,
}: {
  lead: Lead
  staff: { id: number; name: string }[]
}) {
  const t = useT()
  const converted = lead.state === 'converted'
  const form = useForm({
    state: converted ? 'contacted' : lead.state,
    notes: lead.notes ?? '',
    assignedUserId: lead.assignedUserId ? String(lead.assignedUserId) : '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      assignedUserId: data.assignedUserId ? Number(data.assignedUserId) : undefined,
    }))
    form.put(urlFor('admin.leads.update', { id: lead.id }), { preserveScroll: true })
  }
  const convert = () =>
    modals.openConfirmModal({
      title: t('leads.admin.convert_title'),
      children: (
        <Text size="sm">{t(`leads.admin.convert_body_${lead.kind}`, { email: lead.email })}</Text>
      ),
      labels: { confirm: t('leads.admin.convert'), cancel: t('common.cancel') },
      onConfirm: () => router.post(urlFor('admin.leads.convert', { id: lead.id })),
    })
  const info = (label: string, value: React.ReactNode) => (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {value || '—'}
      </Text>
    </Stack>
  )
  return (
    <>
      <Head title={lead.companyName} />
      <PageHeader
        title={lead.companyName}
        description={
          <Group gap="xs">
            <LeadStateBadge state={lead.state} />
            <LeadKindBadge kind={lead.kind} />
          </Group>
        }
        actions={
          <Button
            component={Link}
            route="admin.leads.index"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('leads.admin.back')}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {info(t('leads.fields.contactName'), lead.contactName)}
                {info(
                  t('leads.fields.email'),
                  <Anchor href={`mailto:${lead.email}`} size="sm">
                    {lead.email}
                  </Anchor>
                )}
                {info(
                  t('leads.fields.phone'),
                  lead.phone ? (
                    <Anchor href={`tel:${lead.phone}`} size="sm">
                      {lead.phone}
                    </Anchor>
                  ) : null
                )}
                {info(t('leads.fields.vatNumber'), lead.vatNumber)}
                {info(t('leads.fields.volume'), t(`leads.volumes.${lead.volume}`))}
                {info(t('leads.admin.language'), t(`leads.languages.${lead.locale}`))}
                {info(
                  t('leads.admin.columns.received'),
                  lead.createdAt ? dateTime(lead.createdAt) : null
                )}
                {info(
                  t('leads.admin.converted_at'),
                  lead.convertedAt ? dateTime(lead.convertedAt) : null
                )}
              </SimpleGrid>
              {info(
                t('leads.fields.message'),
                lead.message ? <span style={{ whiteSpace: 'pre-line' }}>{lead.message}</span> : null
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('leads.admin.follow_up')}
                  </Title>
                  {!converted && (
                    <Select
                      label={t('leads.admin.columns.state')}
                      data={MANUAL_STATES.map((value) => ({
                        value,
                        label: t(`leads.states.${value}`),
                      }))}
                      value={form.data.state}
                      onChange={(value) => form.setData('state', value ?? 'new')}
                      error={errors.state}
                      allowDeselect={false}
                    />
                  )}
                  <Select
                    label={t('leads.admin.columns.handler')}
                    placeholder={t('leads.admin.nobody')}
                    data={staff.map((user) => ({ value: String(user.id), label: user.name }))}
                    value={form.data.assignedUserId || null}
                    onChange={(value) => form.setData('assignedUserId', value ?? '')}
                    error={errors.assignedUserId}
                    clearable
                    disabled={converted}
                  />
                  <Textarea
                    label={t('leads.admin.notes')}
                    value={form.data.notes}
                    onChange={(event) => form.setData('notes', event.currentTarget.value)}
                    error={errors.notes}
                    autosize
                    minRows={3}
                    maxLength={5000}
                    disabled={converted}
                  />
                  {!converted && (
                    <Button
                      type="submit"
                      loading={form.processing}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('common.save')}
                    </Button>
                  )}
                </Stack>
              </form>
            </Paper>
            {!converted && (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('leads.admin.convert_title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`leads.admin.convert_help_${lead.kind}`)}
                  </Text>
                  <Button
                    onClick={convert}
                    leftSection={<IconSend size={16} aria-hidden />}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('leads.admin.convert')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  )
}
