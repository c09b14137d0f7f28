import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date as formatDate, dateTimeMinutes, longDate } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { EmptyState } from '~/components/empty_state'

type Day = Data.Calls.CallSlotDay

type Props = {
  refusal: 'not_a_transporter' | 'not_verified' | 'too_many_upcoming' | null
  days: Day[]
  rules: { noticeHours: number; horizonWorkingDays: number; maxUpcoming: number }
  subject: Data.Calls.CallSubject | null
  subjectRefusal: string | null
  session: Data.Calls.CallSessionSubject | null
  sessionRefusal: string | null
  phone: string
}

/** 1 (Monday) … 7 (Sunday) of a yyyy-MM-dd date. */
function isoWeekday(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

/** The end of a 30-minute slot starting at HH:mm. */
function slotEnd(start: string) {
  const [hours, minutes] = start.split(':').map(Number)
  const end = hours * 60 + minutes + 30
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`
}

/** Transporter → Book a call: a day, then a free slot; the subject, the number to call, a note. */
export default function BookCall({ refusal, days, rules, phone, ...asked }: Props) {
  const t = useT()
  const locale = useLocale()
  const form = useForm({
    day: '',
    time: '',
    transportId: asked.subject?.id ?? (null as number | null),
    privateSessionId: asked.session?.id ?? (null as number | null),
    phone,
    note: '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const chosenDay = days.find((day) => day.date === form.data.day)
  const dayLabel = (day: string) =>
    `${t(`calls.weekdays.${isoWeekday(day)}`)} ${longDate(day, locale)}`
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('transporter.calls.store'), { preserveScroll: true })
  }
  const back = (
    <Button
      component={Link}
      route="transporter.calls.index"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('calls.create.back')}
    </Button>
  )
  return (
    <>
      <Head title={t('calls.create.title')} />
      <PageHeader
        title={t('calls.create.title')}
        description={t('calls.create.description')}
        actions={back}
      />
      {refusal ? (
        <Alert color="yellow" title={t('calls.refusal.title')} maw={720}>
          {t(`calls.errors.${refusal}`, { max: rules.maxUpcoming })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={720}>
            <Text size="sm" c="dimmed">
              {t('calls.create.rules', {
                hours: rules.noticeHours,
                days: rules.horizonWorkingDays,
                max: rules.maxUpcoming,
              })}
            </Text>
            <SubjectCard
              {...asked}
              transportId={form.data.transportId}
              privateSessionId={form.data.privateSessionId}
              errors={errors}
              onRemove={(field) => form.setData(field, null)}
            />
            {days.length === 0 ? (
              <EmptyState
                title={t('calls.create.no_slots')}
                description={t('calls.create.no_slots_description')}
              />
            ) : (
              <>
                <Select
                  label={t('calls.create.day')}
                  placeholder={t('calls.create.day_placeholder')}
                  data={days.map((day) => ({ value: day.date, label: dayLabel(day.date) }))}
                  value={form.data.day || null}
                  onChange={(value) => form.setData({ ...form.data, day: value ?? '', time: '' })}
                  allowDeselect={false}
                  error={errors.day}
                  required
                  maw={360}
                />
                <Input.Wrapper
                  label={t('calls.create.time')}
                  description={t('calls.create.time_hint')}
                  error={errors.time}
                  required
                >
                  {chosenDay ? (
                    <SimpleGrid
                      cols={{ base: 3, xs: 4, sm: 6 }}
                      spacing="xs"
                      mt="xs"
                      role="group"
                      aria-label={t('calls.create.time')}
                    >
                      {chosenDay.slots.map((slot) => {
                        const chosen = form.data.time === slot.time
                        return (
                          <Button
                            key={slot.time}
                            variant={chosen ? 'filled' : 'default'}
                            aria-pressed={chosen}
                            aria-label={t('calls.create.slot', {
                              time: slot.time,
                              end: slotEnd(slot.time),
                            })}
                            onClick={() => form.setData('time', slot.time)}
                          >
                            {slot.time}
                          </Button>
                        )
                      })}
                    </SimpleGrid>
                  ) : (
                    <Text size="sm" c="dimmed" mt="xs">
                      {t('calls.create.choose_day_first')}
                    </Text>
                  )}
                </Input.Wrapper>
                <TextInput
                  label={t('calls.create.phone')}
                  type="tel"
                  autoComplete="tel"
                  maxLength={30}
                  value={form.data.phone}
                  onChange={(event) => form.setData('phone', event.currentTarget.value)}
                  error={errors.phone}
                  required
                  maw={360}
                />
                <Textarea
                  label={t('calls.create.note')}
                  placeholder={t('calls.create.note_placeholder')}
                  maxLength={1000}
                  autosize
                  minRows={3}
                  value={form.data.note}
                  onChange={(event) => form.setData('note', event.currentTarget.value)}
                  error={errors.note}
                />
                <Group justify="flex-end">
                  <Button component={Link} route="transporter.calls.index" variant="subtle">
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" loading={form.processing}>
                    {t('calls.create.submit')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </form>
      )}
    </>
  )
}

/**
 * The call's subject: the transport or private session asked for (each may
 * be removed: the call becomes general), or a general call; why the one
 * asked for is not offered, and the errors next to it.
 */
function SubjectCard({
  subject,
  subjectRefusal,
  session,
  sessionRefusal,
  transportId,
  privateSessionId,
  errors,
  onRemove,
}: Pick<Props, 'subject' | 'subjectRefusal' | 'session' | 'sessionRefusal'> & {
  transportId: number | null
  privateSessionId: number | null
  errors: Record<string, string | undefined>
  onRemove: (field: 'transportId' | 'privateSessionId') => void
}) {
  const t = useT()
  const transport = transportId ? subject : null
  const chosenSession = privateSessionId ? session : null
  const remove = (field: 'transportId' | 'privateSessionId') => (
    <Button size="compact-sm" variant="subtle" onClick={() => onRemove(field)}>
      {/* with both (a hand-made address): removing one leaves the other, not a general call */}
      {transport && chosenSession
        ? t('calls.create.remove_subject')
        : t('calls.create.make_general')}
    </Button>
  )
  const refused = (message: string) => (
    <Alert color="yellow" icon={<IconInfoCircle size={16} aria-hidden />} p="xs">
      <Text size="sm">{message}</Text>
    </Alert>
  )
  const error = (message: string | undefined) =>
    message && (
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
    )
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('calls.create.subject')}
        </Text>
        {transport && (
          <Group justify="space-between" gap="xs" wrap="wrap" data-subject="transport">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {transport.reference} · {transport.route}
              </Text>
              {transport.pickupOn && (
                <Text size="xs" c="dimmed">
                  {t('transports.columns.pickup_on')}: {formatDate(transport.pickupOn)}
                </Text>
              )}
            </Stack>
            {remove('transportId')}
          </Group>
        )}
        {chosenSession && (
          <Group justify="space-between" gap="xs" wrap="wrap" data-subject="session">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('calls.session')}
              </Text>
              <Text size="sm" fw={500}>
                {chosenSession.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('calls.create.session_when', {
                  start: dateTimeMinutes(chosenSession.startsAt),
                  end: dateTimeMinutes(chosenSession.endsAt),
                })}
              </Text>
            </Stack>
            {remove('privateSessionId')}
          </Group>
        )}
        {!transport && !chosenSession && (
          <>
            <Text size="sm">{t('calls.general')}</Text>
            <Text size="xs" c="dimmed">
              {t('calls.create.general_hint')}
            </Text>
          </>
        )}
        {transport &&
          chosenSession &&
          !errors.privateSessionId &&
          refused(t('calls.create.two_subjects_hint'))}
        {subjectRefusal && !transportId && refused(t('calls.create.subject_refused'))}
        {sessionRefusal && !privateSessionId && refused(t('calls.create.session_refused'))}
        {error(errors.transportId)}
        {error(errors.privateSessionId)}
      </Stack>
    </Paper>
  )
}
