import { Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { router, useForm } from '@inertiajs/react'
import { IconEye, IconRestore, IconSend } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'

type Template = Data.Notifications.NotificationTemplate
export type Texts = { subject: string; body: string; action: string }
export type TemplatePreview = (Texts & { locale: string }) | null

const LIMITS = { subject: 500, body: 4000, action: 120 } as const

/** Rendered texts (text only: React escapes them), the body's lines kept. */
export function PreviewBox({ title, texts }: { title: string; texts: Texts }) {
  const t = useT()
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="template-preview">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {title}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {texts.subject}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {texts.body}
        </Text>
        <div>
          <Badge variant="outline" style={{ maxWidth: '100%' }}>
            {texts.action}
          </Badge>
        </div>
        <Text size="xs" c="dimmed">
          {t('notifications.admin.preview_hint')}
        </Text>
      </Stack>
    </Paper>
  )
}

function TemplateActions({
  type,
  template,
  canEdit,
}: {
  type: string
  template: Template
  canEdit: boolean
}) {
  const t = useT()
  const a = (key: string) => t(`notifications.admin.${key}`)
  const post = (
    route: 'admin.settings.notifications.restore' | 'admin.settings.notifications.test'
  ) =>
    router.post(
      urlFor(route, { type }),
      { locale: template.locale },
      { preserveScroll: true, preserveState: true }
    )
  const restore = () =>
    confirmDanger(t, {
      title: a('restore_confirm_title'),
      body: a('restore_confirm_body'),
      confirm: a('restore'),
      onConfirm: () => post('admin.settings.notifications.restore'),
    })
  if (!canEdit) return null
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={() => post('admin.settings.notifications.test')}
        title={a('test_hint')}
      >
        {a('test')}
      </Button>
      {template.custom && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={restore}
        >
          {a('restore')}
        </Button>
      )}
    </Group>
  )
}

/**
 * A type's template in one language: the form (saved as a new version), a
 * preview of the form's texts, the preview of the template in use, a test
 * e-mail and "restore default".
 */
export function TemplateEditor({
  type,
  template,
  preview,
  canEdit,
}: {
  type: string
  template: Template
  preview: TemplatePreview
  canEdit: boolean
}) {
  const t = useT()
  const a = (key: string, values?: Record<string, unknown>) =>
    t(`notifications.admin.${key}`, values)
  const form = useForm({ locale: template.locale, ...template.texts })
  const errors = form.errors as Record<string, string | undefined>
  const options = { preserveScroll: true, preserveState: true }
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('admin.settings.notifications.versions.store', { type }), options)
  }
  const previewForm = () =>
    form.post(urlFor('admin.settings.notifications.preview', { type }), options)
  const field = (key: 'subject' | 'action') => (
    <TextInput
      label={a(`fields.${key}`)}
      value={form.data[key]}
      onChange={(event) => form.setData(key, event.currentTarget.value)}
      error={errors[key]}
      maxLength={LIMITS[key]}
      spellCheck={false}
      required
    />
  )
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Badge color={template.custom ? 'blue' : 'gray'} variant="light">
          {template.custom
            ? a('current_custom', { version: template.version })
            : a('current_default')}
        </Badge>
        <TemplateActions type={type} template={template} canEdit={canEdit} />
      </Group>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              {field('subject')}
              <Textarea
                label={a('fields.body')}
                value={form.data.body}
                onChange={(event) => form.setData('body', event.currentTarget.value)}
                error={errors.body}
                maxLength={LIMITS.body}
                autosize
                minRows={3}
                maxRows={12}
                required
              />
              {field('action')}
            </Stack>
          </fieldset>
          <Group gap="xs">
            {canEdit && (
              <Button type="submit" loading={form.processing}>
                {a('save')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={previewForm}
              disabled={form.processing}
            >
              {a('preview_button')}
            </Button>
          </Group>
        </Stack>
      </form>
      {preview && preview.locale === template.locale && (
        <PreviewBox title={a('preview_of_form')} texts={preview} />
      )}
      <PreviewBox title={a('preview_saved')} texts={template.preview} />
    </Stack>
  )
}
