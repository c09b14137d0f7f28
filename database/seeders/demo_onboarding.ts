import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import TeamDocument from '#onboarding/models/team_document'
import { newApplicationToken } from '#onboarding/domain/application_token'
import { applicationStorageKey, teamStorageKey } from '#onboarding/domain/documents'
import { todayInRome } from '#shared/time_zone'

const PDF_KIND = { ext: 'pdf' as const, mime: 'application/pdf' }

/** A tiny valid one-page PDF showing `title` (made here: no network, no fixture file). */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ').slice(0, 80)
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

async function storePdf(key: string, title: string) {
  const bytes = tinyPdf(title)
  await drive.use().put(key, bytes, { contentType: 'application/pdf' })
  return { storageKey: key, mimeType: 'application/pdf', sizeBytes: bytes.length }
}

const day = (days: number) => DateTime.fromISO(todayInRome()).plus({ days })

async function policy(team: Team, expiresInDays: number, state: 'accepted' | 'pending', by: User) {
  const file = await storePdf(
    teamStorageKey(team.id, randomBytes(16).toString('hex'), PDF_KIND),
    `Polizza ${team.name}`
  )
  return TeamDocument.create({
    ...file,
    teamId: team.id,
    kind: 'insurance',
    fileName: `polizza-${team.id}-${expiresInDays > 0 ? 'nuova' : 'scaduta'}.pdf`,
    insurer: 'Assicurazioni Generali',
    policyNumber: `RC-${team.id}${Math.abs(expiresInDays)}`,
    coverCents: 150_000_000,
    expiresOn: day(expiresInDays),
    state,
    reviewedById: state === 'accepted' ? by.id : null,
    reviewedAt: state === 'accepted' ? DateTime.now().minus({ days: 30 }) : null,
  })
}

const COMPANY = {
  street: 'Via dell’Industria 4',
  cap: '37135',
  city: 'Verona',
  province: 'VR',
  contactPhone: '+39 045 123 4567',
  sdiCode: 'M5UXCR1',
  pec: null,
}

const FLEET = {
  insurer: 'UnipolSai',
  coverCents: 250_000_000,
  fleet: [
    { capacity: 8, covered: false, count: 3 },
    { capacity: 2, covered: true, count: 1 },
  ],
  services: { categories: ['city_car', 'suv'], regions: ['veneto'], provinces: ['MN', 'BS'] },
}

/**
 * Demo vetting (issue 10): an application in each state (draft, submitted,
 * approved, rejected, with their PDFs), the demo carriers' insurance — one
 * policy expiring in 5 days (Logistica Neri), and Autotrasporti Gialli
 * suspended for its expired policy with a new one pending staff's check.
 * Written directly: seeding sends no e-mail.
 */
export async function seedVettingDemo() {
  const admin = await User.findByOrFail('email', 'admin@example.com')
  const bianchi = await Team.findByOrFail('name', 'Trasporti Bianchi')
  const neri = await Team.findByOrFail('name', 'Logistica Neri')
  const gialli = await Team.findByOrFail('name', 'Autotrasporti Gialli')
  await policy(bianchi, 200, 'accepted', admin)
  await policy(neri, 5, 'accepted', admin)
  await policy(gialli, -3, 'accepted', admin)
  await policy(gialli, 365, 'pending', admin)

  const applications = [
    {
      state: 'draft',
      legalName: 'Bisarche Venete S.r.l.',
      vatNumber: '04125980237',
      email: 'bisarche@example.com',
      complete: false,
    },
    {
      state: 'submitted',
      legalName: 'Autotrasporti Rossi & Figli S.n.c.',
      vatNumber: '02345670232',
      email: 'rossi.trasporti@example.com',
      complete: true,
    },
    {
      state: 'approved',
      legalName: 'Trasporti Bianchi S.r.l.',
      vatNumber: bianchi.vatNumber ?? '03456780232',
      email: 'transporter@example.com',
      complete: true,
    },
    {
      state: 'rejected',
      legalName: 'Car Cargo Express S.r.l.',
      vatNumber: '05678900233',
      email: 'carcargo@example.com',
      complete: true,
    },
  ] as const
  for (const [index, demo] of applications.entries()) {
    const { hash } = newApplicationToken()
    const created = DateTime.now().minus({ days: 10 - index * 2 })
    const application = await OnboardingApplication.create({
      ...COMPANY,
      ...(demo.complete ? FLEET : {}),
      tokenHash: hash,
      state: demo.state,
      locale: index === 3 ? 'en' : 'it',
      legalName: demo.legalName,
      vatNumber: demo.vatNumber,
      fiscalCode: demo.vatNumber,
      contactName: 'Referente Demo',
      contactEmail: demo.email,
      renNumber: `VR${1234560 + index}A`,
      policyNumber: demo.complete ? `POL-${2026 + index}-${index}88` : null,
      insuranceExpiresOn: demo.complete ? day(300) : null,
      submittedAt: demo.state === 'draft' ? null : created.plus({ hours: 2 }),
      reviewedAt: ['approved', 'rejected'].includes(demo.state) ? created.plus({ days: 1 }) : null,
      reviewedById: ['approved', 'rejected'].includes(demo.state) ? admin.id : null,
      rejectionReason:
        demo.state === 'rejected'
          ? 'The insurance policy does not cover goods in transit: send a carrier’s liability policy.'
          : null,
      teamId: demo.state === 'approved' ? bianchi.id : null,
      createdAt: created,
    })
    if (!demo.complete) continue
    const file = await storePdf(
      applicationStorageKey(application.id, randomBytes(16).toString('hex'), PDF_KIND),
      `Polizza ${demo.legalName}`
    )
    await OnboardingDocument.create({
      ...file,
      applicationId: application.id,
      kind: 'policy',
      fileName: 'polizza.pdf',
    })
    const other = await storePdf(
      applicationStorageKey(application.id, randomBytes(16).toString('hex'), PDF_KIND),
      `Iscrizione Albo ${demo.legalName}`
    )
    await OnboardingDocument.create({
      ...other,
      applicationId: application.id,
      kind: 'other',
      fileName: 'iscrizione-albo.pdf',
    })
  }
}
