import { Alert, Anchor, Badge, Button, Group, Stack, TextInput } from '@mantine/core'
import { Head, router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import type { WeeklyHours } from '@shared/opening_hours'
import { useState } from 'react'
import { IconCrown, IconSearch } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import { AddressCard } from '~/features/teams/address_card'
import { ProvinceSelect } from '~/components/province_select'
import { ListPagination } from '~/components/list_pagination'
import { confirmDanger } from '~/components/confirm'
import { AddButton, EditModal, useEditing } from '~/components/edit_modal'
import { ListContent } from '~/components/list_content'
import { applyFilters } from '~/lib/navigation'
import { urlFor } from '~/lib/routes'
import type { Paginated } from '~/lib/types'
import { SupplierForm } from '~/features/suppliers/supplier_form'

type SupplierRow = Data.Suppliers.Supplier

type Props = {
  suppliers: Paginated<SupplierRow>
  filters: { q: string; province: string }
  plan: Data.Suppliers.SupplierPlan
  /** the suppliers the free plan still lets the team change (null: all of them) */
  editableIds: number[] | null
}

/** Dealer → Suppliers: the places the dealer buys cars from (picked as pickup on a request). */
export default function DealerSuppliers({ suppliers, filters, plan, editableIds }: Props) {
  const t = useT()
  const { editing, edit, close } = useEditing<SupplierRow>()
  const [q, setQ] = useState(filters.q)

  const filterBy = (next: Partial<Props['filters']>) => {
    applyFilters(urlFor('dealer.suppliers'), { ...filters, q, ...next })
  }

  const remove = (supplier: SupplierRow) =>
    confirmDanger(t, {
      title: t('suppliers.delete_title', { name: supplier.name }),
      body: t('suppliers.delete_body'),
      confirm: t('common.delete'),
      onConfirm: () =>
        router.delete(urlFor('dealer.suppliers.destroy', { supplierId: supplier.id }), {
          preserveScroll: true,
        }),
    })

  const addButton = plan.canAdd ? (
    <AddButton label={t('suppliers.add')} onClick={() => edit('new')} />
  ) : (
    <Button
      component={Link}
      route="dealer.suppliers.pro"
      variant="light"
      leftSection={<IconCrown size={16} aria-hidden />}
    >
      {t('suppliers.upgrade_cta')}
    </Button>
  )

  const filtered = Boolean(filters.q || filters.province)

  return (
    <>
      <Head title={t('suppliers.title')} />
      <PageHeader
        title={t('suppliers.title')}
        description={t('suppliers.description')}
        actions={
          <>
            <Badge variant="light" color={plan.name === 'pro' ? 'grape' : 'gray'} size="lg">
              {plan.name === 'pro'
                ? t('suppliers.plan.pro_badge')
                : t('suppliers.plan.free_badge', { count: plan.count, limit: plan.limit })}
            </Badge>
            {addButton}
          </>
        }
      />
      <Stack gap="md">
        {!plan.canAdd && (
          <Alert
            color="yellow"
            icon={<IconCrown size={18} aria-hidden />}
            title={t('suppliers.limit_title')}
          >
            {t('suppliers.limit_body', { limit: plan.limit })}{' '}
            <Anchor component={Link} route="dealer.suppliers.pro">
              {t('suppliers.limit_link')}
            </Anchor>
          </Alert>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              filterBy({ q })
            }}
          >
            <TextInput
              label={t('suppliers.filters.search')}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maxLength={100}
            />
          </form>
          <ProvinceSelect
            label={t('suppliers.filters.province')}
            value={filters.province || null}
            onChange={(value) => filterBy({ province: value ?? '' })}
            clearable
          />
        </Group>
        <ListContent
          rows={4}
          isEmpty={suppliers.data.length === 0}
          empty={{
            title: filtered ? t('suppliers.empty_filtered') : t('suppliers.empty'),
            description: filtered ? undefined : t('suppliers.empty_description'),
            action: filtered ? undefined : addButton,
          }}
        >
          <Stack gap="sm">
            {suppliers.data.map((supplier) => (
              <AddressCard
                key={supplier.id}
                address={{
                  ...supplier,
                  label: supplier.name,
                  /* the generated type widens the [start, end] pairs to arrays */
                  openingHours: (supplier.openingHours ?? {}) as WeeklyHours,
                }}
                canEdit
                onEdit={
                  !editableIds || editableIds.includes(supplier.id)
                    ? () => edit(supplier)
                    : undefined
                }
                note={
                  editableIds && !editableIds.includes(supplier.id)
                    ? t('suppliers.read_only', { limit: plan.limit })
                    : undefined
                }
                onDelete={() => remove(supplier)}
              />
            ))}
            <ListPagination
              meta={suppliers.metadata}
              summary={t('suppliers.total', { count: suppliers.metadata.total })}
            />
          </Stack>
        </ListContent>
      </Stack>
      <EditModal
        editing={editing}
        onClose={close}
        addTitle={t('suppliers.add')}
        editTitle={t('suppliers.edit')}
        size="lg"
      >
        {(supplier) => <SupplierForm supplier={supplier} onDone={close} onCancel={close} />}
      </EditModal>
    </>
  )
}
