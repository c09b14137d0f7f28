import { ActionIcon, Button, Group, Input, Stack, Text, Tooltip } from '@mantine/core'
import { TimeInput } from '~/components/date_inputs'
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { WEEKDAYS, type Weekday } from '@shared/opening_hours'

export type RangeInput = { start: string; end: string }
export type HoursInput = Record<Weekday, RangeInput[]>

export const MAX_RANGES = 2

export function emptyHours(): HoursInput {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as HoursInput
}

/**
 * Editor of weekly opening hours: up to two ranges per day; a day without
 * ranges is closed. The label and hint default to an address's.
 */
export function OpeningHoursInput({
  value,
  onChange,
  errors,
  label,
  description,
}: {
  value: HoursInput
  onChange: (value: HoursInput) => void
  errors: Record<string, string | undefined>
  label?: string
  description?: string
}) {
  const t = useT()
  const setDay = (day: Weekday, ranges: RangeInput[]) => onChange({ ...value, [day]: ranges })
  const copyMonday = () => {
    const monday = value.mon.map((range) => ({ ...range }))
    onChange({
      ...value,
      tue: monday,
      wed: monday.map((r) => ({ ...r })),
      thu: monday.map((r) => ({ ...r })),
      fri: monday.map((r) => ({ ...r })),
    })
  }
  return (
    <Input.Wrapper
      label={label ?? t('teams.addresses.fields.opening_hours')}
      description={description ?? t('teams.addresses.fields.opening_hours_hint')}
    >
      <Stack gap={6} mt="xs">
        {WEEKDAYS.map((day) => {
          const ranges = value[day]
          const dayError = errors[`openingHours.${day}`]
          return (
            <Stack key={day} gap={4}>
              <Group gap="xs" align="flex-start" wrap="wrap">
                <Text size="sm" fw={500} w={90} pt={6}>
                  {t(`teams.weekdays.${day}`)}
                </Text>
                <Stack gap={4} style={{ flex: 1 }}>
                  {ranges.length === 0 && (
                    <Text size="sm" c="dimmed" pt={6}>
                      {t('teams.addresses.closed')}
                    </Text>
                  )}
                  {ranges.map((range, index) => (
                    <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                      <TimeInput
                        size="xs"
                        aria-label={`${t(`teams.weekdays.${day}`)} ${index + 1}: ${t('teams.addresses.from')}`}
                        value={range.start}
                        onChange={(time) =>
                          setDay(
                            day,
                            ranges.map((item, i) => (i === index ? { ...item, start: time } : item))
                          )
                        }
                        error={errors[`openingHours.${day}.${index}.start`]}
                        w={110}
                      />
                      <Text size="sm" pt={4}>
                        –
                      </Text>
                      <TimeInput
                        size="xs"
                        aria-label={`${t(`teams.weekdays.${day}`)} ${index + 1}: ${t('teams.addresses.to')}`}
                        value={range.end}
                        onChange={(time) =>
                          setDay(
                            day,
                            ranges.map((item, i) => (i === index ? { ...item, end: time } : item))
                          )
                        }
                        error={errors[`openingHours.${day}.${index}.end`]}
                        w={110}
                      />
                      <Tooltip label={t('teams.addresses.remove_range')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          mt={2}
                          aria-label={`${t('teams.addresses.remove_range')} (${t(`teams.weekdays.${day}`)} ${index + 1})`}
                          onClick={() =>
                            setDay(
                              day,
                              ranges.filter((_, i) => i !== index)
                            )
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  ))}
                  {dayError && (
                    <Text size="xs" c="red" role="alert">
                      {dayError}
                    </Text>
                  )}
                </Stack>
                {ranges.length < MAX_RANGES && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    mt={4}
                    leftSection={<IconPlus size={14} aria-hidden />}
                    aria-label={`${t('teams.addresses.add_range')} (${t(`teams.weekdays.${day}`)})`}
                    onClick={() =>
                      setDay(day, [
                        ...ranges,
                        ranges.length === 0
                          ? { start: '08:30', end: '12:30' }
                          : { start: '14:00', end: '18:00' },
                      ])
                    }
                  >
                    {t('teams.addresses.add_range')}
                  </Button>
                )}
              </Group>
            </Stack>
          )
        })}
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={copyMonday}
          >
            {t('teams.addresses.copy_monday')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  )
}
