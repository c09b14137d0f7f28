import { DateTime } from 'luxon'
import Lead from '#leads/models/lead'
import User from '#identity/models/user'

/** Demo leads (issue 13): a new dealer, a contacted carrier handled by the admin, a converted dealer. */
export async function seedLeadsDemo() {
  const admin = await User.findBy('email', 'admin@example.com')
  const base = { privacyAcceptedAt: DateTime.now().minus({ days: 3 }), locale: 'it' }
  await Lead.createMany([
    {
      ...base,
      kind: 'dealer',
      companyName: 'Autoemme Srl',
      contactName: 'Marco Emme',
      email: 'marco@autoemme.example',
      phone: '+39 02 5550101',
      volume: '6_20',
      message: 'Spostiamo auto usate tra le nostre due sedi di Milano e Bergamo.',
      state: 'new',
    },
    {
      ...base,
      kind: 'transporter',
      companyName: 'Bisarche del Sud Sas',
      contactName: 'Rosa Esposito',
      email: 'rosa@bisarchesud.example',
      volume: '21_50',
      message: 'Abbiamo 6 bisarche tra Napoli e Bari.',
      state: 'contacted',
      notes: 'Richiamata il 20/11: invierà la polizza.',
      assignedUserId: admin?.id ?? null,
    },
    {
      ...base,
      kind: 'dealer',
      companyName: 'Garage Adriatico Spa',
      contactName: 'Luca Fabbri',
      email: 'luca@garageadriatico.example',
      volume: '1_5',
      state: 'converted',
      assignedUserId: admin?.id ?? null,
      convertedAt: DateTime.now().minus({ days: 1 }),
    },
  ])
}
