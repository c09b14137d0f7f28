import {
  Button,
  Group,
  SegmentedControl,
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
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { FormActions } from '~/components/form_actions'
import { DateInput } from '~/components/date_inputs'

type Entry = Data.Changelog.ChangelogEntry.Variants['forEditing']

type EntryForm = {
  slug: string
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
  state: string
  publishedOn: string
}

/** Admin → Changelog → new or edit: both languages' title and Markdown text, address, state and day. */
export default function ChangelogEntryForm({ entry }: { entry: Entry | null }) {
  const t = useT()
  const form = useForm<EntryForm>({
    slug: entry?.slug ?? '',
    titleIt: entry?.titleIt ?? '',
    titleEn: entry?.titleEn ?? '',
    bodyIt: entry?.bodyIt ?? '',
    bodyEn: entry?.bodyEn ?? '',
    state: entry?.state ?? 'draft',
    publishedOn: entry?.publishedOn ?? '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`changelog.fields.${key}`)
  const title = entry ? t('changelog.admin.edit_title') : t('changelog.admin.new_title')
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (entry) form.put(urlFor('admin.changelog.update', { id: entry.id }))
    else form.post(urlFor('admin.changelog.store'))
  }
  const body = (key: 'bodyIt' | 'bodyEn') => (
    <Textarea
      label={f(key)}
      description={t('changelog.fields.body_help')}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      autosize
      minRows={10}
      maxRows={30}
      maxLength={20000}
      required
      styles={{ input: { fontFamily: 'monospace' } }}
    />
  )
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            route="admin.changelog.index"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('changelog.admin.back')}
          </Button>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          <Section title={t('changelog.admin.publication')}>
            <Stack gap="sm">
              <div>
                <Text size="sm" fw={500} mb={4} id="entry-state">
                  {f('state')}
                </Text>
                <SegmentedControl
                  aria-labelledby="entry-state"
                  value={form.data.state}
                  onChange={(value) => form.setData('state', value)}
                  data={[
                    { value: 'draft', label: t('changelog.states.draft') },
                    { value: 'published', label: t('changelog.states.published') },
                  ]}
                />
              </div>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DateInput
                  label={f('published_on')}
                  description={t('changelog.fields.published_on_help')}
                  value={form.data.publishedOn || null}
                  onChange={(value) => form.setData('publishedOn', value ?? '')}
                  error={errors.publishedOn}
                  clearable
                />
                <TextInput
                  label={f('slug')}
                  description={t('changelog.fields.slug_help')}
                  value={form.data.slug}
                  onChange={(event) => form.setData('slug', event.currentTarget.value)}
                  error={errors.slug}
                  maxLength={80}
                />
              </SimpleGrid>
            </Stack>
          </Section>
          <Section title={t('changelog.admin.text')}>
            <Tabs defaultValue="it" keepMounted>
              <Tabs.List>
                <Tabs.Tab value="it" c={errors.titleIt || errors.bodyIt ? 'red' : undefined}>
                  {t('changelog.admin.italian')}
                </Tabs.Tab>
                <Tabs.Tab value="en" c={errors.titleEn || errors.bodyEn ? 'red' : undefined}>
                  {t('changelog.admin.english')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="it" pt="md">
                <Stack gap="sm">
                  <TextInput
                    label={f('titleIt')}
                    value={form.data.titleIt}
                    onChange={(event) => form.setData('titleIt', event.currentTarget.value)}
                    error={errors.titleIt}
                    maxLength={120}
                    required
                  />
                  {body('bodyIt')}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="en" pt="md">
                <Stack gap="sm">
                  <TextInput
                    label={f('titleEn')}
                    value={form.data.titleEn}
                    onChange={(event) => form.setData('titleEn', event.currentTarget.value)}
                    error={errors.titleEn}
                    maxLength={120}
                    required
                  />
                  {body('bodyEn')}
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Section>
          <Group>
            <FormActions
              processing={form.processing}
              onCancel={() => router.visit(urlFor('admin.changelog.index'))}
              label={entry ? t('common.save') : t('changelog.admin.create')}
            />
          </Group>
        </Stack>
      </form>
    </>
  )
}
