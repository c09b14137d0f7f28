import { Alert, Stack, Table, Text, TextInput, SimpleGrid } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { dateTimeMinutes } from '@shared/format'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { FormActions } from '~/components/form_actions'
import { EmptyState } from '~/components/empty_state'
import { useT } from '~/lib/i18n'
import { SettingsTabs } from '~/features/settings/settings_tabs'
import { CompanyForm } from '~/features/teams/company_form'
import { CompanyDetails } from '~/features/teams/company_details'

type Change = {
  id: number
  oldIbanMasked: string | null
  newIbanMasked: string
  by: string | null
  at: string
}

type Props = {
  team: { id: number; name: string; kind: string }
  company: Data.Teams.Team.Variants['forCompany']
  invoiceable: boolean
  payoutAccount: Data.Payouts.PayoutAccount | null
  changes: Change[]
  can: { update: boolean }
}

/** A carrier's payout account: the masked IBAN, the form (owners and admins), the changes. */
function PayoutAccountSection({ team, payoutAccount, changes, can }: Props) {
  const t = useT()
  const f = (key: string) => t(`payouts.billing.fields.${key}`)
  const h = (key: string) => t(`payouts.billing.history.${key}`)
  return (
    <Section
      title={t('payouts.billing.account_title')}
      description={t('payouts.billing.account_description')}
    >
      {payoutAccount ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('payouts.billing.current')}
            </Text>
            <Text ff="monospace">{payoutAccount.ibanMasked}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('payouts.billing.holder')}
            </Text>
            <Text>{payoutAccount.accountHolder}</Text>
          </Stack>
        </SimpleGrid>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('payouts.billing.none')}
        </Alert>
      )}
      {can.update ? (
        <Form
          noValidate
          route="settings.billing.account.update"
          errorBag="account"
          options={{ preserveScroll: true }}
          resetOnSuccess={['iban']}
        >
          {({ errors, processing }) => (
            <Stack gap="sm">
              <TextInput
                name="iban"
                label={f('iban')}
                description={f('iban_hint')}
                placeholder={payoutAccount?.ibanMasked ?? 'IT60 X054 2811 1010 0000 0123 456'}
                required
                maxLength={50}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                error={errors.iban}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  name="accountHolder"
                  label={f('account_holder')}
                  description={f('account_holder_hint')}
                  defaultValue={payoutAccount?.accountHolder ?? team.name}
                  required
                  maxLength={70}
                  error={errors.accountHolder}
                />
                <TextInput
                  name="bic"
                  label={f('bic')}
                  description={f('bic_hint')}
                  defaultValue={payoutAccount?.bic ?? ''}
                  maxLength={14}
                  spellCheck={false}
                  autoCapitalize="characters"
                  error={errors.bic}
                />
              </SimpleGrid>
              <FormActions processing={processing} label={t('payouts.billing.save')} />
            </Stack>
          )}
        </Form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('payouts.billing.read_only')}
        </Text>
      )}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {h('title')}
        </Text>
        {changes.length === 0 ? (
          <EmptyState title={h('empty')} />
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{h('when')}</Table.Th>
                  <Table.Th>{h('who')}</Table.Th>
                  <Table.Th>{h('from')}</Table.Th>
                  <Table.Th>{h('to')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{dateTimeMinutes(change.at)}</Table.Td>
                    <Table.Td>{change.by ?? '—'}</Table.Td>
                    <Table.Td ff={change.oldIbanMasked ? 'monospace' : undefined}>
                      {change.oldIbanMasked ?? h('first')}
                    </Table.Td>
                    <Table.Td ff="monospace">{change.newIbanMasked}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Section>
  )
}

/** Settings → Billing: the team's billing data (its company data) and, for a carrier, its payout account. */
export default function BillingSettings(props: Props) {
  const t = useT()
  const { team, company, invoiceable, can } = props
  const carrier = team.kind === 'transporter'
  return (
    <>
      <Head title={t('payouts.billing.title')} />
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsTabs active="billing" />
      <Stack gap="lg" maw={860}>
        <Section
          title={t('payouts.billing.company_title')}
          description={t(
            carrier ? 'payouts.billing.company_transporter' : 'payouts.billing.company_dealer'
          )}
        >
          {!carrier && (
            <Alert
              color={invoiceable ? 'green' : 'yellow'}
              variant="light"
              icon={
                invoiceable ? (
                  <IconCircleCheck size={18} aria-hidden />
                ) : (
                  <IconAlertTriangle size={18} aria-hidden />
                )
              }
            >
              {t(invoiceable ? 'payouts.billing.invoiceable' : 'payouts.billing.not_invoiceable')}
            </Alert>
          )}
          {can.update ? (
            <CompanyForm teamId={team.id} company={company} returnTo="billing" />
          ) : (
            <CompanyDetails company={company} />
          )}
        </Section>
        {carrier && <PayoutAccountSection {...props} />}
      </Stack>
    </>
  )
}
