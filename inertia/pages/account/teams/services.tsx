import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { TeamPage } from '~/features/teams/team_page'
import { Section } from '~/components/section'
import { DealerServicesForm, TransporterServicesForm } from '~/features/teams/services_forms'
import type {
  DealerServices,
  ServicesCatalogue,
  TeamTabProps,
  TransporterServices,
} from '~/features/teams/types'

/** Team tab "services": what a transporter offers, or what a dealer wants on every request. */
export default function TeamServices(
  props: TeamTabProps & {
    services: TransporterServices | DealerServices | Record<string, never>
    catalogue: ServicesCatalogue
  }
) {
  const t = useT()
  const { team, can, services, catalogue } = props
  return (
    <TeamPage active="services" {...props}>
      {team.kind === 'transporter' && (
        <Section
          title={t('teams.services.title')}
          description={t('teams.services.transporter_description')}
        >
          <TransporterServicesForm
            teamId={team.id}
            services={services as TransporterServices}
            catalogue={catalogue}
            canEdit={can.update}
          />
        </Section>
      )}
      {team.kind === 'dealer' && (
        <Section
          title={t('teams.services.title')}
          description={t('teams.services.dealer_description')}
        >
          <DealerServicesForm
            teamId={team.id}
            services={services as DealerServices}
            catalogue={catalogue}
            canEdit={can.update}
          />
        </Section>
      )}
      {team.kind === 'staff' && (
        <EmptyState
          title={t('teams.services.title')}
          description={t('teams.services.staff_description')}
        />
      )}
    </TeamPage>
  )
}
