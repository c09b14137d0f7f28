import { useState } from 'react'
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { Deferred, router, useForm } from '@inertiajs/react'
import { modals } from '@mantine/modals'
import { IconBookmark, IconBookmarkPlus, IconTrash } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { applyFilters } from '~/lib/navigation'
import { FormActions } from '~/components/form_actions'

type Search = Data.Marketplace.SavedSearchRow

/**
 * The user's saved searches of the marketplace: open one (its new transports
 * counted and flagged), delete one, or save the filters on screen under a name.
 */
export function SavedSearches({
  searches,
  filters,
  view,
}: {
  searches: Search[] | undefined
  filters: Record<string, string | null>
  view: 'list' | 'map'
}) {
  const t = useT()
  const [saving, setSaving] = useState(false)
  const url = urlFor('transporter.marketplace.index')
  const open = (search: Search) =>
    applyFilters(url, { ...search.filters, view: view === 'map' ? 'map' : null, search: search.id })
  const remove = (search: Search) =>
    modals.openConfirmModal({
      title: t('marketplace.searches.delete_title'),
      children: (
        <Text size="sm">{t('marketplace.searches.delete_body', { name: search.name })}</Text>
      ),
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        router.delete(urlFor('transporter.marketplace.searches.destroy', { searchId: search.id }), {
          preserveScroll: true,
        }),
    })
  const fresh = (searches ?? []).reduce((sum, search) => sum + search.fresh, 0)
  return (
    <Group gap="xs">
      <Menu position="bottom-start" width={300} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={
              fresh > 0 ? (
                <Badge size="sm" color="green" variant="filled">
                  {t('marketplace.searches.fresh', { count: fresh })}
                </Badge>
              ) : null
            }
          >
            {t('marketplace.searches.title')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Deferred data="savedSearches" fallback={<Menu.Label>{t('common.loading')}</Menu.Label>}>
            <SearchItems searches={searches ?? []} open={open} remove={remove} />
          </Deferred>
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="subtle"
        leftSection={<IconBookmarkPlus size={16} aria-hidden />}
        onClick={() => setSaving(true)}
      >
        {t('marketplace.searches.save')}
      </Button>
      <Modal
        opened={saving}
        onClose={() => setSaving(false)}
        title={t('marketplace.searches.save')}
      >
        <SaveForm filters={filters} close={() => setSaving(false)} />
      </Modal>
    </Group>
  )
}

function SearchItems({
  searches,
  open,
  remove,
}: {
  searches: Search[]
  open: (search: Search) => void
  remove: (search: Search) => void
}) {
  const t = useT()
  if (searches.length === 0) return <Menu.Label>{t('marketplace.searches.empty')}</Menu.Label>
  return (
    <>
      {searches.map((search) => (
        <Group key={search.id} gap={4} wrap="nowrap">
          <Menu.Item onClick={() => open(search)} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {search.name}
              </Text>
              {search.fresh > 0 && (
                <Badge size="sm" color="green" variant="light">
                  {t('marketplace.searches.fresh', { count: search.fresh })}
                </Badge>
              )}
            </Group>
          </Menu.Item>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('marketplace.searches.delete', { name: search.name })}
            onClick={() => remove(search)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </>
  )
}

function SaveForm({
  filters,
  close,
}: {
  filters: Record<string, string | null>
  close: () => void
}) {
  const t = useT()
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >
  const form = useForm({ name: '', filters: kept })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('transporter.marketplace.searches.store'), {
          preserveScroll: true,
          onSuccess: close,
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('marketplace.searches.save_body')}</Text>
        <TextInput
          label={t('marketplace.searches.name')}
          value={form.data.name}
          onChange={(event) => form.setData('name', event.currentTarget.value)}
          maxLength={60}
          required
          error={form.errors.name}
          data-autofocus
        />
        <FormActions processing={form.processing} onCancel={close} label={t('common.save')} />
      </Stack>
    </form>
  )
}
