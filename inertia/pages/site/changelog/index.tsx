import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { IconRss } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { ListContent } from '~/components/list_content'
import { ListPagination } from '~/components/list_pagination'

/** Public → Changelog: what changed on the platform, newest first, with an Atom feed. */
export default function ChangelogIndex({
  entries,
}: {
  entries: Paginated<Data.Changelog.ChangelogEntry>
}) {
  const t = useT()
  const description = t('changelog.public.description')
  return (
    <>
      <Head title={t('changelog.public.title')}>
        {/* eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key */}
        <meta name="description" head-key="description" content={description} />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t('changelog.public.feed')}
          href={urlFor('changelog.feed')}
        />
      </Head>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div>
              <Title order={1}>{t('changelog.public.title')}</Title>
              <Text c="dimmed">{description}</Text>
            </div>
            <Anchor href={urlFor('changelog.feed')} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconRss size={16} aria-hidden />
                {t('changelog.public.feed')}
              </Group>
            </Anchor>
          </Group>
          <ListContent
            rows={4}
            isEmpty={entries.data.length === 0}
            empty={{
              title: t('changelog.public.empty'),
              description: t('changelog.public.empty_description'),
            }}
          >
            <Stack gap="md">
              {entries.data.map((entry) => (
                <Paper key={entry.slug} withBorder p="lg" radius="md" component="article">
                  <Stack gap={6}>
                    <Text size="sm" c="dimmed">
                      {entry.publishedOn ? date(entry.publishedOn) : ''}
                    </Text>
                    <Title order={2} size="h3">
                      <Anchor
                        component={Link}
                        route="changelog.show"
                        routeParams={{ slug: entry.slug }}
                        inherit
                      >
                        {entry.title}
                      </Anchor>
                    </Title>
                    {entry.summary && (
                      <Text style={{ overflowWrap: 'anywhere' }}>{entry.summary}</Text>
                    )}
                  </Stack>
                </Paper>
              ))}
              <ListPagination
                meta={entries.metadata}
                summary={t('changelog.public.total', { count: entries.metadata.total })}
              />
            </Stack>
          </ListContent>
        </Stack>
      </Container>
    </>
  )
}
