import { Anchor, Container, Stack, Text, Title, Typography } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date } from '@shared/format'
import { useT } from '~/lib/i18n'

/**
 * Public → one changelog entry. Its HTML comes from the server's Markdown
 * renderer, which escapes any HTML in the source and allows only http(s),
 * mailto and relative links (app/changelog/domain/markdown.ts).
 */
export default function ChangelogShow({
  entry,
}: {
  entry: Data.Changelog.ChangelogEntry.Variants['forPage']
}) {
  const t = useT()
  return (
    <>
      <Head title={entry.title}>
        {/* eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key */}
        <meta name="description" head-key="description" content={entry.summary} />
      </Head>
      <Container size="md" py="xl">
        <Stack gap="md" component="article">
          <Anchor component={Link} route="changelog.index" size="sm">
            ← {t('changelog.public.all')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {entry.publishedOn ? date(entry.publishedOn) : ''}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Title>
          <Typography style={{ overflowWrap: 'anywhere' }}>
            <div dangerouslySetInnerHTML={{ __html: entry.html }} />
          </Typography>
        </Stack>
      </Container>
    </>
  )
}
