import { useT } from '~/lib/i18n'
import { EmptyState } from '~/components/empty_state'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'
import type { Data } from '@generated/data'
import { Section } from '~/components/section'
import {
  DealerServicesForm,
  TransporterServicesForm,
  type DealerServices,
  type TransporterServices,
} from '~/features/teams/services_forms'

/** Team tab "services": what a transporter offers, or what a dealer wants on every request. */
export default function TeamServices(
  props: TeamTabProps & {
    services: TransporterServices | DealerServices | Data.Teams.TeamServices
    catalogue: Data.Teams.ServicesCatalogue
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
