import { Stack } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { AddressCard } from '~/features/teams/address_card'
import { AddressForm } from '~/features/teams/address_form'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import type { Data } from '@generated/data'
import type { Paginated } from '~/lib/types'
import { urlFor } from '~/lib/routes'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'

/** Team tab "addresses": paginated pickup/delivery places, edited in a modal. */
export default function TeamAddresses(
  props: TeamTabProps & { addresses: Paginated<Data.Teams.Address> }
) {
  const t = useT()
  const { team, can, addresses } = props
  const { editing, edit, close } = useEditing<Data.Teams.Address>()

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
    <AddButton label={t('teams.addresses.add')} onClick={() => edit('new')} />
  ) : null

  return (
    <TeamPage active="addresses" {...props} actions={addButton}>
      <ListContent
        rows={4}
        isEmpty={addresses.data.length === 0}
        empty={{
          title: t('teams.addresses.empty'),
          description: t('teams.addresses.empty_description'),
          action: addButton,
        }}
      >
        <Stack gap="sm">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              canEdit={can.update}
              onEdit={() => edit(address)}
              onDelete={() => remove(address)}
            />
          ))}
          <ListPagination
            meta={addresses.metadata}
            summary={t('teams.addresses.total', { count: addresses.metadata.total })}
          />
        </Stack>
      </ListContent>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('teams.addresses.add')}
        editTitle={t('teams.addresses.edit')}
        size="lg"
      >
        {(address) => (
          <AddressForm teamId={team.id} address={address} onDone={close} onCancel={close} />
        )}
      </EditModal>
    </TeamPage>
  )
}
