import type { HttpContext } from '@adonisjs/core/http'
import { LEDGER_KINDS } from '#ledger/domain/accounts'
import { monthRange } from '#wallet/domain/statements'
import type { StatementLabels } from '#wallet/domain/statement_files'
import type { StatementAccount } from '#wallet/queries/statements'
import { date } from '#shared/format'
import { appName } from '#config/app'
import { TIME_ZONE } from '#shared/time_zone'

/** The statement's column and summary words, translated as they are. */
const WORDS = [
  'date',
  'kind',
  'reference',
  'reason',
  'amount',
  'balance',
  'opening',
  'credits',
  'debits',
  'closing',
  'empty',
] as const

type Word = (typeof WORDS)[number]

function words(t: (key: string) => string) {
  return Object.fromEntries(WORDS.map((word) => [word, t(word)])) as Record<Word, string>
}

/** "marzo 2026", "March 2026". */
function monthName(locale: string, at: Date) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', {
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(at)
}

/** "Rossi Auto S.r.l. - P.IVA 01234567890". */
function teamLine(ctx: HttpContext) {
  const { team } = ctx.currentTeam
  return [team.legalName ?? team.name, team.vatNumber && `P.IVA ${team.vatNumber}`]
    .filter(Boolean)
    .join(' - ')
}

/** The movements' names: a carrier's statement names them from its side (a payout received). */
function kindNames(ctx: HttpContext, account: StatementAccount) {
  const carrier = account === 'transporter_payable'
  return Object.fromEntries(
    LEDGER_KINDS.map((kind) => [
      kind,
      carrier && (PAYABLE_KINDS as readonly string[]).includes(kind)
        ? ctx.i18n.t(`wallet.statement.payable_kind.${kind}`)
        : ctx.i18n.t(`wallet.kind.${kind}`),
    ])
  )
}

const PAYABLE_KINDS = ['completion', 'dry_run_fee', 'cancellation', 'payout'] as const

/** The title, footer and movement names of the account's statement. */
function accountWords(ctx: HttpContext, account: StatementAccount, start: Date) {
  const key = (word: 'title' | 'footer') =>
    `wallet.statement.${account === 'transporter_payable' ? `payable_${word}` : word}`
  return {
    title: ctx.i18n.t(key('title'), { month: monthName(ctx.i18n.locale, start) }),
    footer: ctx.i18n.t(key('footer'), { app: appName }),
    kinds: kindNames(ctx, account),
  }
}

/** The statement's words in the reader's language (the files are laid out by the wallet's domain). */
export function statementLabels(ctx: HttpContext, month: string, account: StatementAccount) {
  const t = (key: string, data?: Record<string, unknown>) =>
    ctx.i18n.t(`wallet.statement.${key}`, data)
  const { start, end } = monthRange(month)
  return {
    ...words(t),
    ...accountWords(ctx, account, start.toJSDate()),
    team: teamLine(ctx),
    page: t('page', { page: '{page}', pages: '{pages}' }),
    period: t('period', { from: date(start), to: date(end.minus({ days: 1 })) }),
  } satisfies StatementLabels
}
