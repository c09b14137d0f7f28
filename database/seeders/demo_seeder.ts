import { DateTime } from 'luxon'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import TeamMember from '#teams/models/team_member'
import Address from '#teams/models/address'
import ClosingDay from '#teams/models/closing_day'
import { DEMO_PASSWORD } from '#core/demo/demo_accounts'
import { seedOrderingDemo } from '#database/seeders/demo_ordering'
import { seedMarketplaceDemo } from '#database/seeders/demo_marketplace'
import { seedInvitationsDemo } from '#database/seeders/demo_invitations'
import { seedCallsDemo } from '#database/seeders/demo_calls'
import { seedVettingDemo } from '#database/seeders/demo_onboarding'
import { seedDriversDemo } from '#database/seeders/demo_drivers'
import { seedRatingsDemo } from '#database/seeders/demo_ratings'
import { seedChangelogDemo } from '#database/seeders/demo_changelog'
import { seedLeadsDemo } from '#database/seeders/demo_leads'
import { seedChatDemo } from '#database/seeders/demo_chat'
import { seedDryRunsDemo } from '#database/seeders/demo_dry_runs'
import { seedDocumentsDemo } from '#database/seeders/demo_documents'
import { seedPositionsDemo } from '#database/seeders/demo_positions'
import { seedProofsDemo } from '#database/seeders/demo_proofs'
import { seedAnalyticsDemo } from '#database/seeders/demo_analytics'
import { refreshAnalyticsRollups } from '#analytics/actions/refresh_rollups'
import {
  seedInvoicingDemo,
  seedPayoutsDemo,
  seedPlatformCompanyDemo,
} from '#database/seeders/demo_invoicing'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'
import { TIME_ZONE } from '#shared/time_zone'

type DemoTeam = {
  name: string
  kind: TeamKind
  verified?: boolean
  /** A carrier suspended from the marketplace, with the reason. */
  suspended?: string
  company: Partial<Team>
  members: { fullName: string; email: string; role: TeamRole; locale?: string }[]
  addresses?: Partial<Address>[]
}

const TEAMS: DemoTeam[] = [
  {
    name: 'Trasporti Staff',
    kind: 'staff',
    company: {
      legalName: 'Trasporti S.r.l.',
      vatNumber: '01234567897',
      city: 'Milano',
      province: 'MI',
    },
    members: [{ fullName: 'Anna Amministratrice', email: 'admin@example.com', role: 'owner' }],
  },
  {
    name: 'Autosalone Rossi',
    kind: 'dealer',
    company: {
      legalName: 'Autosalone Rossi S.p.A.',
      vatNumber: '12345678903',
      street: 'Via Emilia 120',
      cap: '40133',
      city: 'Bologna',
      province: 'BO',
      phone: '+39 051 123 4567',
      sdiCode: 'M5UXCR1',
      services: { defaultServices: ['covered_trailer'] },
    },
    members: [
      { fullName: 'Mario Rossi', email: 'dealer@example.com', role: 'owner' },
      { fullName: 'Giulia Rossi', email: 'giulia.rossi@example.com', role: 'member' },
    ],
    addresses: [
      {
        label: 'Sede di Bologna',
        street: 'Via Emilia 120',
        cap: '40133',
        city: 'Bologna',
        province: 'BO',
        referentName: 'Luca Bianchi',
        referentPhone: '+39 333 123 4567',
        referentEmail: 'luca@autosalonerossi.example',
        openingHours: {
          mon: [
            ['08:30', '12:30'],
            ['14:30', '19:00'],
          ],
          tue: [
            ['08:30', '12:30'],
            ['14:30', '19:00'],
          ],
          wed: [
            ['08:30', '12:30'],
            ['14:30', '19:00'],
          ],
          thu: [
            ['08:30', '12:30'],
            ['14:30', '19:00'],
          ],
          fri: [
            ['08:30', '12:30'],
            ['14:30', '19:00'],
          ],
          sat: [['09:00', '12:30']],
        },
      },
      {
        label: 'Piazzale usato Modena',
        street: 'Via Giardini 455',
        cap: '41124',
        city: 'Modena',
        province: 'MO',
        referentName: 'Sara Neri',
        referentPhone: '+39 347 765 4321',
      },
    ],
  },
  {
    name: 'Trasporti Bianchi',
    kind: 'transporter',
    verified: true,
    company: {
      legalName: 'Trasporti Bianchi S.r.l.',
      vatNumber: '23456789017',
      street: "Via dell'Industria 8",
      cap: '37135',
      city: 'Verona',
      province: 'VR',
      phone: '+39 045 987 6543',
      services: {
        categories: ['car', 'suv', 'van'],
        regions: ['veneto', 'lombardia', 'emilia_romagna'],
        provinces: ['TN'],
        equipment: ['open_trailer', 'covered_trailer', 'winch'],
        capacity: 8,
      },
    },
    members: [
      { fullName: 'Paolo Bianchi', email: 'transporter@example.com', role: 'owner' },
      { fullName: 'Marco Autista', email: 'driver@example.com', role: 'driver' },
    ],
    addresses: [
      {
        label: 'Deposito Verona',
        street: "Via dell'Industria 8",
        cap: '37135',
        city: 'Verona',
        province: 'VR',
        referentName: 'Paolo Bianchi',
        referentPhone: '+39 045 987 6543',
      },
    ],
  },
  {
    name: 'Concessionaria Verdi',
    kind: 'dealer',
    company: {
      legalName: 'Concessionaria Verdi S.r.l.',
      vatNumber: '34567890123',
      street: 'Corso Francia 200',
      cap: '10143',
      city: 'Torino',
      province: 'TO',
    },
    members: [{ fullName: 'Elena Verdi', email: 'dealer2@example.com', role: 'owner' }],
    addresses: [
      {
        label: 'Showroom Torino',
        street: 'Corso Francia 200',
        cap: '10143',
        city: 'Torino',
        province: 'TO',
        referentName: 'Elena Verdi',
      },
    ],
  },
  {
    name: 'Logistica Neri',
    kind: 'transporter',
    verified: true,
    company: {
      legalName: 'Logistica Neri S.n.c.',
      vatNumber: '45678901237',
      city: 'Napoli',
      province: 'NA',
      services: {
        categories: ['city_car', 'car', 'suv'],
        regions: ['campania', 'lazio', 'lombardia', 'toscana', 'puglia'],
        provinces: [],
        equipment: ['open_trailer'],
        capacity: 6,
      },
    },
    members: [{ fullName: 'Giorgio Neri', email: 'transporter2@example.com', role: 'owner' }],
  },
  {
    name: 'Autotrasporti Gialli',
    kind: 'transporter',
    verified: true,
    suspended: 'insurance_expired',
    company: {
      legalName: 'Autotrasporti Gialli S.r.l.',
      vatNumber: '56789012346',
      city: 'Bari',
      province: 'BA',
      services: {
        categories: ['car', 'van'],
        regions: ['puglia', 'basilicata', 'calabria'],
        provinces: [],
        equipment: ['open_trailer'],
        capacity: 5,
      },
    },
    members: [{ fullName: 'Luigi Gialli', email: 'transporter3@example.com', role: 'owner' }],
  },
]

/**
 * Demo data: the demo logins plus a second dealer and a second transporter
 * team, so that isolation between teams can be seen. Never run in production
 * deployments (guarded by SEED_DEMO_DATA in the demo:seed command).
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    await db.transaction(async (trx) => {
      const now = DateTime.now()
      for (const demo of TEAMS) {
        const team = await Team.create(
          {
            name: demo.name,
            kind: demo.kind,
            verifiedAt: demo.verified ? now : null,
            suspendedAt: demo.suspended ? now : null,
            suspensionReason: demo.suspended ?? null,
            ...demo.company,
          },
          { client: trx }
        )
        for (const member of demo.members) {
          const user = await User.create(
            {
              fullName: member.fullName,
              email: member.email,
              password: DEMO_PASSWORD,
              locale: member.locale ?? null,
              emailVerifiedAt: now,
              currentTeamId: team.id,
            },
            { client: trx }
          )
          await TeamMember.create(
            { teamId: team.id, userId: user.id, role: member.role },
            { client: trx }
          )
        }
        for (const address of demo.addresses ?? []) {
          await Address.create({ ...address, teamId: team.id }, { client: trx })
        }
        if (demo.kind === 'dealer') {
          const year = now.setZone(TIME_ZONE).year
          await ClosingDay.create(
            {
              teamId: team.id,
              startsOn: DateTime.fromISO(`${year}-12-24`),
              endsOn: DateTime.fromISO(`${year + 1}-01-06`),
              reason: 'Chiusura per le feste',
            },
            { client: trx }
          )
        }
      }
      const year = now.setZone(TIME_ZONE).year
      await ClosingDay.create(
        {
          teamId: null,
          startsOn: DateTime.fromISO(`${year}-08-10`),
          endsOn: DateTime.fromISO(`${year}-08-21`),
          reason: 'Pausa estiva della piattaforma',
        },
        { client: trx }
      )
    })
    /* The platform's company data: every payment below is invoiced. */
    await seedPlatformCompanyDemo()
    /* Requests, quotes, orders, wallets and transports in every state (through the real actions). */
    await seedOrderingDemo()
    /* Bids and private sessions (one running, one ended and awarded). */
    await seedMarketplaceDemo()
    await seedCallsDemo()
    /* Team invitations in each state (Admin → Invitations shows them with the sessions'). */
    await seedInvitationsDemo()
    await seedVettingDemo()
    /* Completed transports rated both ways, the newest left to rate. */
    await seedRatingsDemo()
    /* The changelog: published entries and a draft. */
    await seedChangelogDemo()
    /* Leads from the contact form in three states. */
    await seedLeadsDemo()
    /* Chat: the dealer's conversation about a transport, the carrier's general one. */
    await seedChatDemo()
    /* The carrier's driver on its transports under way; a pickup scheduled at opening hours. */
    await seedDriversDemo()
    /* The carrier's IBAN and a payout batch paid by staff (what the carrier was owed so far). */
    await seedPayoutsDemo()
    /* A dry run (site closed) with its photo, position and ledger lines (its fee stays owed). */
    await seedDryRunsDemo()
    /* Signed proofs with photos and sealed PDFs on the transports picked up and after. */
    await seedProofsDemo()
    /* CMRs from assignment onward; the timelines' hash chains after the dates moved (last). */
    await seedDocumentsDemo()
    /* Positions of the transports on the road: one fresh, one "signal lost". */
    await seedPositionsDemo()
    /* The invoices and credit notes handed to the SDI file drop. */
    await seedInvoicingDemo()
    /* Analytics: a large request staff price by hand (a manual quote). */
    await seedAnalyticsDemo()
    /* The analytics pages' daily rollups of everything above (the job keeps them up to date). */
    await refreshAnalyticsRollups({ all: true })
  }
}
