import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { date, dateTime, money, number } from '@shared/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { StatCard } from '~/components/stat_card'
import { CompanyBadges } from '~/features/users_admin/company_badges'
import { StandingActions } from '~/features/users_admin/standing_actions'
import { Activity, CompanyData, Documents, Members } from '~/features/users_admin/company_parts'

type Company = Data.UsersAdmin.Company
type Page = Data.UsersAdmin.CompanyPage

function Money({ company, page }: { company: Company; page: Page }) {
  const t = useT()
  if (company.kind === 'dealer') {
    return (
      <StatCard
        label={t('users_admin.show.wallet')}
        value={money(page.money.walletCents ?? 0)}
        href={urlFor('admin.wallet.show', { teamId: company.id })}
      />
    )
  }
  return (
    <Stack gap="sm">
      <StatCard
        label={t('users_admin.show.due')}
        value={money(page.money.dueCents ?? 0)}
        href={urlFor('admin.payouts.index')}
      />
      {page.money.payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users_admin.show.no_payouts')}
        </Text>
      ) : (
        page.money.payouts.map((payout) => (
          <Group key={payout.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t(`users_admin.payout_status.${payout.status}`)}
              {payout.paidAt ? ` · ${date(payout.paidAt)}` : ''}
            </Text>
            <Text size="sm" fw={500}>
              {money(payout.amountCents)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  )
}

/** Admin → Users → a company: data, standing, members, activity, money, score and documents. */
export default function AdminCompanyShow({
  team,
  page,
  can,
}: {
  team: Company
  page: Page
  can: { manage: boolean; impersonate: boolean }
}) {
  const t = useT()
  const list = team.kind === 'dealer' ? 'admin.users.dealers' : 'admin.users.transporters'
  return (
    <>
      <Head title={team.name} />
      <Anchor component={Link} route={list} size="sm" mb="xs" display="inline-block">
        ← {t(`users_admin.${team.kind}s.title`)}
      </Anchor>
      <PageHeader
        title={team.name}
        description={<CompanyBadges company={team} />}
        actions={can.manage ? <StandingActions company={team} /> : null}
      />
      <Stack gap="md">
        {team.suspendedAt && (
          <Alert
            color="red"
            title={t(
              team.suspendedByStaff
                ? 'users_admin.show.suspended_staff'
                : 'users_admin.show.suspended_insurance'
            )}
          >
            {t('users_admin.show.suspended_since', { date: dateTime(team.suspendedAt) })}
            {team.suspensionReason
              ? ` — ${team.suspendedByStaff ? team.suspensionReason : t('users_admin.show.insurance_reason')}`
              : ''}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('users_admin.show.company')}>
            <CompanyData company={team} />
            {team.kind === 'dealer' && (
              <Text size="sm">
                {t('users_admin.fields.plan')}: {t(`users_admin.plans.${team.plan}`)}
                {team.proUntil
                  ? ` · ${t('users_admin.show.pro_until', { date: date(team.proUntil) })}`
                  : ''}
              </Text>
            )}
          </Section>
          <Section title={t('users_admin.show.members')}>
            <Members company={team} members={page.members} canImpersonate={can.impersonate} />
            {page.invitations.map((invitation) => (
              <Text key={invitation.id} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('users_admin.show.invited', {
                  email: invitation.email,
                  role: t(`teams.role.${invitation.role}`),
                })}
              </Text>
            ))}
          </Section>
          <Section title={t(`users_admin.show.activity_${team.kind}`)}>
            <Activity activity={page.activity} />
          </Section>
          <Section
            title={t(
              team.kind === 'dealer' ? 'users_admin.show.wallet' : 'users_admin.show.payouts'
            )}
          >
            <Money company={team} page={page} />
          </Section>
          <Section title={t('users_admin.show.rating')}>
            <Text size="sm">
              {page.score.average === null
                ? t('users_admin.show.no_rating')
                : t('users_admin.show.rating_value', {
                    average: number(page.score.average, 1),
                    count: page.score.count,
                  })}
            </Text>
          </Section>
          <Section title={t('users_admin.show.documents')}>
            <Documents documents={page.documents} />
            <Anchor component={Link} route="admin.team_documents.index" size="sm">
              {t('users_admin.show.all_documents')}
            </Anchor>
          </Section>
        </SimpleGrid>
      </Stack>
    </>
  )
}
