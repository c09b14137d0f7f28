import { DateTime } from 'luxon'
import User from '#identity/models/user'
import ChangelogEntry from '#changelog/models/changelog_entry'

type DemoEntry = {
  slug: string
  daysAgo: number | null
  titleIt: string
  titleEn: string
  bodyIt: string
  bodyEn: string
}

const ENTRIES: DemoEntry[] = [
  {
    slug: 'valutazioni-reciproche',
    daysAgo: 3,
    titleIt: 'Valutazioni reciproche dopo ogni trasporto',
    titleEn: 'Two-sided ratings after every transport',
    bodyIt:
      'Dopo il completamento il concessionario valuta il trasportatore (puntualità, comunicazione, cura dei veicoli) e il trasportatore valuta il concessionario (veicolo pronto, sede aperta, richiesta accurata).\n\n- Voti da 1 a 5 con un commento facoltativo\n- Una sola valutazione per parte, entro 30 giorni\n- Ogni team vede il proprio punteggio e da cosa è composto',
    bodyEn:
      'After completion the dealer rates the carrier (timeliness, communication, care of vehicles) and the carrier rates the dealer (vehicle ready, site open, accurate request).\n\n- Scores from 1 to 5 with an optional comment\n- One rating per side, within 30 days\n- Each team sees its own score and what it is made of',
  },
  {
    slug: 'contestazioni-con-foto',
    daysAgo: 10,
    titleIt: 'Contestazioni con foto e rimborsi parziali',
    titleEn: 'Disputes with photos and partial refunds',
    bodyIt:
      'Entro 48 ore dalla consegna puoi contestare un trasporto con il motivo, una descrizione e le foto. Lo staff decide per iscritto: completato così com’è o con un **rimborso parziale** sul tuo portafoglio.',
    bodyEn:
      'Within 48 hours of delivery you can dispute a transport with a reason, a description and photos. Staff decide in writing: completed as is or with a **partial refund** to your wallet.',
  },
  {
    slug: 'mercato-dei-trasporti',
    daysAgo: 30,
    titleIt: 'Il mercato dei trasporti per i trasportatori verificati',
    titleEn: 'The transport marketplace for verified carriers',
    bodyIt:
      'I trasportatori verificati trovano i trasporti disponibili in elenco e su mappa, li prendono al prezzo di acquisto immediato o fanno un’offerta, e ricevono suggerimenti di carichi di ritorno.',
    bodyEn:
      'Verified carriers find the available transports in a list and on a map, take them at the buy-now price or bid, and get return-load suggestions.',
  },
  {
    slug: 'chiamate-con-lo-staff',
    daysAgo: null,
    titleIt: 'Prenota una chiamata con lo staff',
    titleEn: 'Book a call with our staff',
    bodyIt:
      'Dalla pagina di un trasporto o di una sessione privata puoi prenotare una chiamata con lo staff: ricevi l’invito nel calendario via e-mail.',
    bodyEn:
      'From a transport or a private session page you can book a call with our staff: the invitation reaches your calendar by e-mail.',
  },
]

/**
 * Demo changelog (issue 13): three published entries about what the platform
 * does and one draft (staff see it, the public page does not).
 */
export async function seedChangelogDemo() {
  const author = await User.findBy('email', 'admin@example.com')
  for (const entry of ENTRIES) {
    await ChangelogEntry.create({
      slug: entry.slug,
      titleIt: entry.titleIt,
      titleEn: entry.titleEn,
      bodyIt: entry.bodyIt,
      bodyEn: entry.bodyEn,
      state: entry.daysAgo === null ? 'draft' : 'published',
      publishedOn: entry.daysAgo === null ? null : DateTime.now().minus({ days: entry.daysAgo }),
      authorUserId: author?.id ?? null,
    })
  }
}
