import {
  Badge,
  Button,
  Group,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core'
import { useForm } from '@inertiajs/react'
import { IconStarFilled } from '@tabler/icons-react'
import { date, number } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { Section } from '~/components/section'
import { ReliabilityText, type Reliability } from '~/features/dry_runs/reliability'

/** The rating average and count, with what else the score is made of (dry runs, late pickups). */
export type TeamScore = { average: number | null; count: number } & Reliability

export type GivenRating = {
  direction: string
  scores: { criterion: string; score: number }[]
  comment: string | null
  createdAt: string
}

export type OwnScore = TeamScore & { criteria: { criterion: string; average: number | null }[] }

export type RatingFormProps = { criteria: string[]; open: boolean; deadline: string | null }

/** A team's score: the average out of 5 and how many ratings it comes from ("no ratings yet" when none). */
export function ScoreBadge({
  score,
  size = 'md',
}: {
  score: TeamScore | null
  size?: 'sm' | 'md'
}) {
  const t = useT()
  if (!score) return null
  if (score.average === null)
    return (
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('ratings.score.none')}
        </Text>
        <ReliabilityText score={score} />
      </Stack>
    )
  return (
    <Stack gap={2} align="flex-start">
      <Tooltip label={t('ratings.score.tooltip', { count: score.count })}>
        <Badge
          size={size}
          variant="light"
          color="yellow"
          leftSection={<IconStarFilled size={12} aria-hidden />}
          styles={{ label: { textTransform: 'none' } }}
        >
          {t('ratings.score.badge', { average: number(score.average, 1), count: score.count })}
        </Badge>
      </Tooltip>
      <ReliabilityText score={score} />
    </Stack>
  )
}

/** A score as a line of text that may wrap (a details grid): "★ 4,3 su 5 · 3 valutazioni". */
export function ScoreLine({ score }: { score: TeamScore }) {
  const t = useT()
  return (
    <Stack gap={2}>
      {score.average === null ? (
        <Text size="sm" c="dimmed">
          {t('ratings.score.none')}
        </Text>
      ) : (
        <Text size="sm" fw={500}>
          <IconStarFilled
            size={12}
            aria-hidden
            style={{ color: 'var(--mantine-color-yellow-6)' }}
          />{' '}
          {t('ratings.score.badge', { average: number(score.average, 1), count: score.count })}
        </Text>
      )}
      <ReliabilityText score={score} />
    </Stack>
  )
}

/** A score in a list's cell: "★ 4,3 (12)", or a dash when there is none. */
export function ScoreText({ score }: { score: TeamScore }) {
  const t = useT()
  if (score.average === null)
    return (
      <>
        <Text span size="sm" c="dimmed" title={t('ratings.score.none')}>
          —
        </Text>
        <ReliabilityText score={score} compact />
      </>
    )
  return (
    <>
      <Text
        span
        size="sm"
        className="nowrap"
        title={t('ratings.score.tooltip', { count: score.count })}
      >
        <IconStarFilled size={12} aria-hidden style={{ color: 'var(--mantine-color-yellow-6)' }} />{' '}
        {t('ratings.score.short', { average: number(score.average, 1), count: score.count })}
      </Text>
      <ReliabilityText score={score} compact />
    </>
  )
}

/**
 * The rating box of a completed transport's page: the rating the team gave,
 * or the form (three criteria 1–5 and a comment) while it may still rate,
 * or why it may not.
 */
export function RatingPanel({
  area,
  transportId,
  rating,
  ratingForm,
}: {
  area: 'dealer' | 'transporter'
  transportId: number
  rating: GivenRating | null
  ratingForm: RatingFormProps | null
}) {
  const t = useT()
  if (!ratingForm) return null
  const title = t(area === 'dealer' ? 'ratings.rate_carrier' : 'ratings.rate_dealer')
  if (rating) return <GivenRatingSection title={title} rating={rating} />
  if (!ratingForm.open)
    return (
      <Section title={title}>
        <Text size="sm" c="dimmed">
          {t('ratings.closed')}
        </Text>
      </Section>
    )
  return <RatingForm area={area} transportId={transportId} title={title} ratingForm={ratingForm} />
}

function GivenRatingSection({ title, rating }: { title: string; rating: GivenRating }) {
  const t = useT()
  return (
    <Section title={title} description={t('ratings.given_on', { date: date(rating.createdAt) })}>
      <Stack gap="xs">
        {rating.scores.map((entry) => (
          <Group key={entry.criterion} justify="space-between" wrap="nowrap">
            <Text size="sm">{t(`ratings.criteria.${entry.criterion}`)}</Text>
            <Rating value={entry.score} readOnly aria-label={`${entry.score}/5`} />
          </Group>
        ))}
        {rating.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {rating.comment}
          </Text>
        )}
      </Stack>
    </Section>
  )
}

function RatingForm({
  area,
  transportId,
  title,
  ratingForm,
}: {
  area: 'dealer' | 'transporter'
  transportId: number
  title: string
  ratingForm: RatingFormProps
}) {
  const t = useT()
  const form = useForm({ score1: 0, score2: 0, score3: 0, comment: '' })
  const errors = form.errors as Record<string, string | undefined>
  const fields = ['score1', 'score2', 'score3'] as const
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const route = area === 'dealer' ? 'dealer.transports.rate' : 'transporter.transports.rate'
    form.post(urlFor(route, { id: transportId }), { preserveScroll: true })
  }
  const description = ratingForm.deadline
    ? t('ratings.until', { date: date(ratingForm.deadline) })
    : undefined
  return (
    <Section title={title} description={description}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {ratingForm.criteria.map((criterion, index) => {
            const field = fields[index]
            const label = t(`ratings.criteria.${criterion}`)
            return (
              <Stack key={criterion} gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500} id={`rating-${criterion}`}>
                    {label}
                  </Text>
                  <Rating
                    value={form.data[field]}
                    onChange={(value) => form.setData(field, value)}
                    aria-labelledby={`rating-${criterion}`}
                    data-testid={`rating-${field}`}
                  />
                </Group>
                {errors[field] && (
                  <Text size="xs" c="red">
                    {errors[field]}
                  </Text>
                )}
              </Stack>
            )
          })}
          <Textarea
            label={t('ratings.comment')}
            value={form.data.comment}
            onChange={(event) => form.setData('comment', event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            error={errors.comment}
          />
          <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
            {t('ratings.submit')}
          </Button>
        </Stack>
      </form>
    </Section>
  )
}

/** A team's own score and what it is made of (the dashboards' card). */
export function OwnScoreCard({ score }: { score: OwnScore }) {
  const t = useT()
  return (
    <Section title={t('ratings.own.title')} description={t('ratings.own.description')}>
      <ScoreBadge score={score} />
      {score.count > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={4}>
          {score.criteria.map((entry) => (
            <Group key={entry.criterion} gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t(`ratings.criteria.${entry.criterion}`)}
              </Text>
              <Text size="sm" fw={700}>
                {entry.average === null ? '–' : number(entry.average, 1)}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Section>
  )
}
