import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft } from '@tabler/icons-react'
import { DateTime } from 'luxon'
import type { Data } from '@generated/data'
import { TIME_ZONE } from '@shared/time_zone'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { FormActions } from '~/components/form_actions'
import { DateInput, TimeInput } from '~/components/date_inputs'
import { confirmDanger } from '~/components/confirm'

type Announcement = Data.Announcements.Announcement.Variants['forEditing']
type TeamOption = { id: number; name: string; kind: string }

type AnnouncementForm = {
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
  audience: string
  teamIds: number[]
  state: string
  publishOn: string
  publishTime: string
  endOn: string
  endTime: string
  sendEmail: boolean
}

const AUDIENCES = ['dealers', 'transporters', 'everyone', 'teams'] as const

/** Would saving this form put the announcement out now (a banner at once, maybe an e-mail)? */
function goesOutNow(data: AnnouncementForm, announcement: Announcement | null) {
  if (data.state !== 'scheduled') return false
  if (announcement && (announcement.status === 'sent' || announcement.status === 'ended'))
    return false
  if (!data.publishOn) return true
  const at = DateTime.fromISO(`${data.publishOn}T${data.publishTime || '00:00'}`, {
    zone: TIME_ZONE,
  })
  return at.isValid && at <= DateTime.now()
}

/** Admin → Communications → new or edit: texts in both languages, audience, schedule, e-mail. */
export default function AnnouncementFormPage({
  announcement,
  teams,
}: {
  announcement: Announcement | null
  teams: TeamOption[]
}) {
  const t = useT()
  const form = useForm<AnnouncementForm>({
    titleIt: announcement?.titleIt ?? '',
    titleEn: announcement?.titleEn ?? '',
    bodyIt: announcement?.bodyIt ?? '',
    bodyEn: announcement?.bodyEn ?? '',
    audience: announcement?.audience ?? 'everyone',
    teamIds: announcement?.teamIds ?? [],
    state: announcement?.state ?? 'draft',
    publishOn: announcement?.publishOn ?? '',
    publishTime: announcement?.publishTime ?? '',
    endOn: announcement?.endOn ?? '',
    endTime: announcement?.endTime ?? '',
    sendEmail: announcement?.sendEmail ?? false,
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`announcements.fields.${key}`)
  const title = announcement
    ? t('announcements.admin.edit_title')
    : t('announcements.admin.new_title')
  const save = () => {
    if (announcement) form.put(urlFor('admin.communications.update', { id: announcement.id }))
    else form.post(urlFor('admin.communications.store'))
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!goesOutNow(form.data, announcement)) return save()
    const audience = t(`announcements.audiences.${form.data.audience}`)
    confirmDanger(t, {
      title: t('announcements.admin.send_title'),
      body: t(
        form.data.sendEmail
          ? 'announcements.admin.send_body_email'
          : 'announcements.admin.send_body',
        { audience }
      ),
      confirm: t('announcements.admin.send_confirm'),
      onConfirm: save,
    })
  }
  const body = (key: 'bodyIt' | 'bodyEn') => (
    <Textarea
      label={f(key)}
      description={t('announcements.fields.body_help')}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      autosize
      minRows={6}
      maxRows={20}
      maxLength={5000}
      required
    />
  )
  const titleField = (key: 'titleIt' | 'titleEn') => (
    <TextInput
      label={f(key)}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      maxLength={120}
      required
    />
  )
  const teamError =
    errors.teamIds ?? Object.entries(errors).find(([k]) => k.startsWith('teamIds.'))?.[1]
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            route="admin.communications.index"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('announcements.admin.back')}
          </Button>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          <Section title={t('announcements.admin.text')}>
            <Tabs defaultValue="it" keepMounted>
              <Tabs.List>
                <Tabs.Tab value="it" c={errors.titleIt || errors.bodyIt ? 'red' : undefined}>
                  {t('announcements.admin.italian')}
                </Tabs.Tab>
                <Tabs.Tab value="en" c={errors.titleEn || errors.bodyEn ? 'red' : undefined}>
                  {t('announcements.admin.english')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="it" pt="md">
                <Stack gap="sm">
                  {titleField('titleIt')}
                  {body('bodyIt')}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="en" pt="md">
                <Stack gap="sm">
                  {titleField('titleEn')}
                  {body('bodyEn')}
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Section>
          <Section title={t('announcements.admin.audience_section')}>
            <Select
              label={f('audience')}
              value={form.data.audience}
              onChange={(value) => form.setData('audience', value ?? 'everyone')}
              data={AUDIENCES.map((value) => ({
                value,
                label: t(`announcements.audiences.${value}`),
              }))}
              error={errors.audience}
              allowDeselect={false}
              required
            />
            {form.data.audience === 'teams' &&
              (teams.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('announcements.admin.no_teams')}
                </Text>
              ) : (
                <MultiSelect
                  label={f('teamIds')}
                  description={t('announcements.fields.teams_help')}
                  value={form.data.teamIds.map(String)}
                  onChange={(values) => form.setData('teamIds', values.map(Number))}
                  data={teams.map((team) => ({
                    value: String(team.id),
                    label: `${team.name} (${t(`announcements.audiences.${team.kind === 'dealer' ? 'dealers' : 'transporters'}`)})`,
                  }))}
                  error={teamError}
                  searchable
                  clearable
                  required
                />
              ))}
          </Section>
          <Section title={t('announcements.admin.schedule_section')}>
            <div>
              <Text size="sm" fw={500} mb={4} id="announcement-state">
                {f('state')}
              </Text>
              <SegmentedControl
                aria-labelledby="announcement-state"
                value={form.data.state}
                onChange={(value) => form.setData('state', value)}
                data={[
                  { value: 'draft', label: t('announcements.state_options.draft') },
                  { value: 'scheduled', label: t('announcements.state_options.scheduled') },
                ]}
                fullWidth
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateInput
                label={f('publishOn')}
                description={t('announcements.fields.publish_help')}
                value={form.data.publishOn || null}
                onChange={(value) => form.setData('publishOn', value ?? '')}
                error={errors.publishOn}
                clearable
              />
              <TimeInput
                label={f('publishTime')}
                value={form.data.publishTime}
                onChange={(value) => form.setData('publishTime', value)}
                error={errors.publishTime}
              />
              <DateInput
                label={f('endOn')}
                description={t('announcements.fields.end_help')}
                value={form.data.endOn || null}
                onChange={(value) => form.setData('endOn', value ?? '')}
                error={errors.endOn}
                clearable
              />
              <TimeInput
                label={f('endTime')}
                value={form.data.endTime}
                onChange={(value) => form.setData('endTime', value)}
                error={errors.endTime}
              />
            </SimpleGrid>
            <Checkbox
              label={f('sendEmail')}
              description={t('announcements.fields.send_email_help')}
              checked={form.data.sendEmail}
              onChange={(event) => form.setData('sendEmail', event.currentTarget.checked)}
              disabled={!!announcement?.emailedAt}
            />
          </Section>
          <Group>
            <FormActions
              processing={form.processing}
              onCancel={() => router.visit(urlFor('admin.communications.index'))}
              label={
                goesOutNow(form.data, announcement)
                  ? t('announcements.admin.send_now')
                  : t('announcements.admin.save')
              }
            />
          </Group>
        </Stack>
      </form>
    </>
  )
}
