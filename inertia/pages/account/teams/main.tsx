import { Badge, Button, Group, Text, TextInput } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import { TeamPage, type TeamTabProps } from '~/features/teams/team_page'
import { Section } from '~/components/section'
import { CompanyForm } from '~/features/teams/company_form'
import { CompanyDetails } from '~/features/teams/company_details'
import { DeleteTeam } from '~/features/teams/delete_team'

/** Team tab "main": name, company data and (owner) deletion. */
export default function TeamMain(
  props: TeamTabProps & { company: Data.Teams.Team.Variants['forCompany'] }
) {
  const t = useT()
  const { team, can, company } = props
  return (
    <TeamPage active="main" {...props}>
      <Section title={t('teams.main.name_section')}>
        {can.update ? (
          <Form
            noValidate
            route="teams.name.update"
            routeParams={{ id: team.id }}
            errorBag="name"
            options={{ preserveScroll: true }}
          >
            {({ errors, processing }) => (
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  name="name"
                  label={t('teams.main.name_label')}
                  defaultValue={team.name}
                  required
                  maxLength={120}
                  error={errors.name}
                  style={{ flex: '1 1 240px' }}
                />
                <Button type="submit" loading={processing}>
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Form>
        ) : (
          <Text>{team.name}</Text>
        )}
      </Section>

      <Section
        title={t('teams.main.company_section')}
        description={
          <>
            {t('teams.main.company_description')}
            {company.verifiedAt && (
              <Badge
                component="span"
                ml="xs"
                color="green"
                variant="light"
                leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
              >
                {t('teams.main.verified')}
              </Badge>
            )}
          </>
        }
      >
        {can.update ? (
          <CompanyForm teamId={team.id} company={company} />
        ) : (
          <CompanyDetails company={company} />
        )}
      </Section>

      {can.delete && (
        <Section title={t('teams.delete.section')} danger>
          <DeleteTeam team={team} />
        </Section>
      )}
    </TeamPage>
  )
}
