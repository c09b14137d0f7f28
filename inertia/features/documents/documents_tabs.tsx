import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { RouteTabs } from '~/components/route_tabs'

/** Admin → Documents: the carriers' documents to review and the transports' documents. */
export function DocumentsTabs({ active }: { active: 'carriers' | 'transports' }) {
  const t = useT()
  return (
    <RouteTabs
      active={active}
      label={t('documents.admin.tabs')}
      mb="md"
      scrollable
      tabs={[
        {
          value: 'carriers',
          label: t('documents.admin.carriers_tab'),
          url: urlFor('admin.team_documents.index'),
        },
        {
          value: 'transports',
          label: t('documents.admin.transports_tab'),
          url: urlFor('admin.transport_documents.index'),
        },
      ]}
    />
  )
}
