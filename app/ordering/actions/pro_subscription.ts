import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Team from '#teams/models/team'
import User from '#identity/models/user'
import { postTransaction } from '#ledger/actions/post_transaction'
import { platformSale } from '#ledger/domain/postings'
import { err, ok, type Result } from '#core/result'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { vatOf } from '#ordering/domain/totals'
import { periodEnd, renewalStep } from '#ordering/domain/subscription'
import { lockForUpdate } from '#core/database/dialect'
import { todayInRome } from '#shared/time_zone'
import ProPlanMail, { type ProPlanEvent } from '#ordering/mails/pro_plan_mail'
import { issueInvoice } from '#invoicing/actions/issue_documents'
import { date } from '#shared/format'

/** Used when the platform settings carry no valid price. */
export const DEFAULT_PRO_MONTHLY_CENTS = 4900

export type UpgradeError =
  | 'already_pro'
  | 'insufficient_funds'
  | 'not_a_dealer'
  | 'billing_incomplete'
  | 'platform_billing_incomplete'

class UpgradeFailure extends Error {
  constructor(readonly code: UpgradeError) {
    super(code)
  }
}

/** The current price of a month of the pro plan, in cents (net, VAT on top). */
export async function proPriceCents(client?: TransactionClientContract): Promise<number> {
  const settings = await currentPricingSettings(client)
  const cents = settings.proMonthlyCents
  return Number.isSafeInteger(cents) && cents > 0 ? cents : DEFAULT_PRO_MONTHLY_CENTS
}

/**
 * Charges one month of pro from the wallet (the platform's sale: revenue and
 * VAT) and invoices it, once per team and period start (`pro:<team>:<start>`).
 * A refusal writes nothing once the caller rolls back.
 */
async function chargeMonth(
  teamId: number,
  start: string,
  userId: number | null,
  trx: TransactionClientContract
): Promise<Result<unknown, UpgradeError | 'duplicate'>> {
  const net = await proPriceCents(trx)
  const key = `pro:${teamId}:${start}`
  const posted = await postTransaction(
    {
      kind: 'pro_subscription',
      key,
      entries: platformSale(teamId, net, vatOf(net)),
      teamId,
      reason: start,
      byUserId: userId,
    },
    trx
  )
  if (!posted.ok) return err(posted.error === 'duplicate' ? 'duplicate' : 'insufficient_funds')
  const invoiced = await issueInvoice(
    {
      teamId,
      lines: [
        {
          description: `Piano Pro dal ${date(start)} al ${date(periodEnd(start))}`,
          unitNetCents: net,
        },
      ],
      paymentMethod: 'wallet',
      idempotencyKey: key,
      issuedByUserId: userId,
    },
    trx
  )
  if (invoiced.ok) return ok(invoiced.value)
  if (invoiced.error === 'seller_incomplete') return err('platform_billing_incomplete')
  if (invoiced.error === 'customer_incomplete') return err('billing_incomplete')
  throw new Error(`Pro plan invoice not issued: ${invoiced.error}`)
}

/** A refusal found after the charge was posted: rolls the transaction back. */
class ChargeRefused extends Error {
  constructor(readonly code: UpgradeError) {
    super(code)
  }
}

/**
 * Upgrades a dealer team to the pro plan: the first month (price plus VAT,
 * as the plan page shows it) from the wallet, in one transaction with the
 * team row locked, so two clicks pay once. The month runs from today; it
 * renews on `pro_until` unless the dealer stops it.
 */
export async function upgradeToPro(input: {
  teamId: number
  userId: number
}): Promise<Result<Team, UpgradeError>> {
  let team: Team
  try {
    team = await db.transaction(async (trx) => {
      const found = await lockForUpdate(
        Team.query({ client: trx }).where('id', input.teamId),
        trx
      ).firstOrFail()
      if (found.kind !== 'dealer') throw new UpgradeFailure('not_a_dealer')
      if (found.plan === 'pro') throw new UpgradeFailure('already_pro')
      const today = todayInRome()
      const charged = await chargeMonth(found.id, today, input.userId, trx)
      if (!charged.ok) {
        throw new UpgradeFailure(charged.error === 'duplicate' ? 'already_pro' : charged.error)
      }
      found.plan = 'pro'
      found.proSince = DateTime.now()
      found.proUntil = DateTime.fromISO(periodEnd(today))
      found.proRenews = true
      await found.useTransaction(trx).save()
      return found
    })
  } catch (error) {
    if (error instanceof UpgradeFailure) return err(error.code)
    throw error
  }
  return ok(team)
}

/** The dealer stops (false) or resumes (true) the monthly renewal; the paid month runs to its end. */
export async function setProRenewal(input: {
  teamId: number
  renews: boolean
}): Promise<Result<Team, 'not_pro'>> {
  const team = await Team.query().where('id', input.teamId).firstOrFail()
  if (team.plan !== 'pro') return err('not_pro')
  team.proRenews = input.renews
  await team.save()
  return ok(team)
}

/**
 * The daily renewal (RenewProPlansJob): each pro team whose month ends today
 * or earlier is, in its own transaction with its row locked, charged the
 * next month from its wallet (`pro_until` moves one month on), or back on
 * the free plan when the renewal was stopped or the wallet does not cover
 * it. Owners and admins are told by e-mail after the commit. Idempotent: a
 * month is charged once (its key), a team already moved is skipped.
 * Returns what happened to each team.
 */
export async function renewProPlans(today: string = todayInRome()) {
  const due = await Team.query()
    .where('plan', 'pro')
    .where('pro_until', '<=', today)
    .orderBy('id', 'asc')
    .select('id')
  const outcomes: { teamId: number; event: ProPlanEvent }[] = []
  for (const { id } of due) {
    const event = await renewOne(id, today)
    if (event) {
      outcomes.push({ teamId: id, event })
      await tellManagers(id, event)
    }
  }
  return outcomes
}

/** One team's renewal, in its own transaction (a refused charge is rolled back before the plan ends). */
async function renewOne(id: number, today: string): Promise<ProPlanEvent | null> {
  let refused: UpgradeError | null = null
  try {
    return await db.transaction(async (trx): Promise<ProPlanEvent | null> => {
      const team = await lockForUpdate(Team.query({ client: trx }).where('id', id), trx).first()
      if (!team) return null
      const until = team.proUntil?.toISODate() ?? null
      const step = renewalStep({ plan: team.plan, proUntil: until, renews: team.proRenews, today })
      if (step === 'wait') return null
      if (step === 'renew') {
        const charged = await chargeMonth(team.id, until!, null, trx)
        if (charged.ok || charged.error === 'duplicate') {
          team.proUntil = DateTime.fromISO(periodEnd(until!))
          await team.useTransaction(trx).save()
          return 'renewed'
        }
        /* nothing of the refused month may stay: roll it back, then end the plan */
        throw new ChargeRefused(charged.error)
      }
      team.plan = 'free'
      await team.useTransaction(trx).save()
      return 'ended'
    })
  } catch (error) {
    if (!(error instanceof ChargeRefused)) throw error
    refused = error.code
  }
  await Team.query().where('id', id).where('plan', 'pro').update({ plan: 'free' })
  return refused === 'insufficient_funds' ? 'ended_unpaid' : 'ended_billing'
}

/** The team's owners and admins, each in their language (queued). */
async function tellManagers(teamId: number, event: ProPlanEvent) {
  const team = await Team.findOrFail(teamId)
  const managers = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  const net = await proPriceCents()
  for (const user of managers) {
    await mail.sendLater(
      new ProPlanMail(
        { email: user.email, fullName: user.fullName, locale: user.locale },
        {
          event,
          team: team.name,
          until: team.proUntil?.toISODate() ?? null,
          amountCents: net + vatOf(net),
        }
      )
    )
  }
}
