import { Paper, Stack, Text, Title } from '@mantine/core'
import { useT } from '~/lib/i18n'
import { CopyLine } from '~/components/copy_line'

export type BankTopUp = { iban: string; beneficiary: string; bankName: string; reference: string }

/** The top-up by bank transfer: where to send it and the team's reference for the causale. */
export function BankTopUpPanel({ account }: { account: BankTopUp }) {
  const t = useT()
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('wallet.bank_top_up.title')}
        </Title>
        <Text size="sm">{t('wallet.bank_top_up.intro')}</Text>
        <CopyLine
          label={t('ordering.bank_transfer.beneficiary')}
          value={account.beneficiary}
          testId="top-up-beneficiary"
        />
        <CopyLine
          label={t('ordering.bank_transfer.iban')}
          value={account.iban}
          testId="top-up-iban"
        />
        <CopyLine
          label={t('wallet.bank_top_up.reference')}
          value={account.reference}
          testId="top-up-reference"
        />
        <Text size="xs" c="dimmed">
          {t('wallet.bank_top_up.when')}
        </Text>
      </Stack>
    </Paper>
  )
}
