import { Button, Checkbox, Group, Select, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { PageHeader } from '~/components/page_header'
import { ConversationList, type ConversationRow } from '~/features/chat/conversation_list'

type Filters = {
  unread: string | null
  teamId: number | null
  transportId: number | null
  assigned: 'me' | 'none' | null
}

/** Admin → Chat: every conversation with a team, the most recent activity first. */
export default function AdminChatIndex({
  conversations,
  filters,
  teams,
}: {
  conversations: Paginated<ConversationRow>
  filters: Filters
  teams: { id: number; name: string }[]
}) {
  const t = useT()
  const apply = (next: Partial<Filters>) =>
    applyFilters(urlFor('admin.chat.index'), { ...filters, ...next })
  const filtered = Boolean(
    filters.unread || filters.teamId || filters.transportId || filters.assigned
  )
  return (
    <>
      <Head title={t('chat.list.admin_title')} />
      <PageHeader
        title={t('chat.list.admin_title')}
        description={t('chat.list.admin_description')}
      />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('chat.list.filter_team')}
            placeholder={t('chat.list.all_teams')}
            data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
            value={filters.teamId ? String(filters.teamId) : null}
            onChange={(value) => apply({ teamId: value ? Number(value) : null })}
            clearable
            searchable
            w={220}
          />
          <Select
            label={t('chat.list.filter_assigned')}
            placeholder={t('chat.list.assigned_any')}
            data={[
              { value: 'me', label: t('chat.list.assigned_me') },
              { value: 'none', label: t('chat.list.assigned_none') },
            ]}
            value={filters.assigned}
            onChange={(value) => apply({ assigned: (value as Filters['assigned']) ?? null })}
            clearable
            w={180}
          />
          <Checkbox
            label={t('chat.list.filter_unread')}
            checked={filters.unread === '1'}
            onChange={(event) => apply({ unread: event.currentTarget.checked ? '1' : null })}
            mb={8}
          />
        </Group>
        <ConversationList
          area="admin"
          conversations={conversations}
          empty={
            filtered
              ? {
                  title: t('chat.list.empty_filtered'),
                  action: (
                    <Button
                      variant="default"
                      onClick={() => applyFilters(urlFor('admin.chat.index'), {})}
                    >
                      {t('chat.list.clear_filters')}
                    </Button>
                  ),
                }
              : {
                  title: t('chat.list.empty'),
                  description: t('chat.list.empty_admin_description'),
                }
          }
        />
      </Stack>
    </>
  )
}
