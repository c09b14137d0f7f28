import { Button, Modal, Stack } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useMediaQuery } from '@mantine/hooks'
import { IconPlus } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { ListLoading } from '~/components/list_loading'
import { AddressCard } from '~/features/teams/address_card'
import { AddressForm } from '~/features/teams/address_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { useNavigating } from '~/lib/navigation'
import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import { urlFor } from '~/lib/routes'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'

/** Team tab "addresses": paginated pickup/delivery places, edited in a modal. */
export default function TeamAddresses(
  props: TeamTabProps & { addresses: Paginated<Data.Teams.Address> }
) {
  const t = useT()
  const navigating = useNavigating()
  const isPhone = useMediaQuery('(max-width: 36em)')
  const { team, can, addresses } = props
  /* null: closed; 'new': creating; an address: editing it */
  const [editing, setEditing] = useState<Data.Teams.Address | 'new' | null>(null)

  const remove = (address: Data.Teams.Address) =>
    confirmDanger(t, {
      title: t('teams.addresses.delete_title', { label: address.label }),
      body: t('teams.addresses.delete_body'),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('teams.addresses.destroy', { id: team.id, addressId: address.id }), {
          preserveScroll: true,
        }),
    })

  const addButton = can.update ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('teams.addresses.add')}
    </Button>
  ) : null

  return (
    <TeamPage active="addresses" {...props} actions={addButton}>
      {navigating ? (
        <ListLoading rows={4} />
      ) : addresses.data.length === 0 ? (
        <EmptyState
          title={t('teams.addresses.empty')}
          description={t('teams.addresses.empty_description')}
          action={addButton}
        />
      ) : (
        <Stack gap="sm">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              canEdit={can.update}
              onEdit={() => setEditing(address)}
              onDelete={() => remove(address)}
            />
          ))}
          <ListPagination
            meta={addresses.metadata}
            summary={t('teams.addresses.total', { count: addresses.metadata.total })}
          />
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('teams.addresses.add') : t('teams.addresses.edit')}
        size="lg"
        fullScreen={isPhone}
      >
        {editing !== null && (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            teamId={team.id}
            address={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </TeamPage>
  )
}
