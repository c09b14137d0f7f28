import {
  durationLabel,
  list,
  p,
  table,
  type CompanyInfo,
  type CookieInUse,
  type LegalDocument,
} from './document.js'

/** Informativa privacy (artt. 13 e 14 del Regolamento UE 2016/679), in italiano. */
export function privacyIt(
  company: CompanyInfo,
  cookies: CookieInUse[],
  appName: string
): LegalDocument {
  const contacts = [
    `e-mail ${company.privacyEmail}`,
    company.pec ? `PEC ${company.pec}` : null,
    company.phone ? `telefono ${company.phone}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  const cookiePurpose: Record<CookieInUse['purpose'], string> = {
    session:
      'Mantiene la sessione dopo l’accesso e conserva per una sola pagina i messaggi di conferma e gli errori dei moduli.',
    xsrf: 'Protegge i moduli e le richieste dalla falsificazione di richieste tra siti (CSRF).',
    locale: 'Ricorda la lingua scelta con il selettore IT/EN.',
  }

  return {
    intro: [
      `Questa informativa spiega come ${company.legalName} tratta i dati personali di chi visita il sito e di chi usa la piattaforma ${appName}: i dipendenti e collaboratori dei concessionari, delle aziende di trasporto (compresi gli autisti) e dello staff, e le persone indicate come referenti nei luoghi di ritiro e di consegna dei veicoli.`,
      'La piattaforma è un servizio per imprese: chi la usa agisce per conto della propria azienda. Le regole che seguono valgono per tutti i dati che trattiamo nel fornirla.',
    ],
    sections: [
      {
        id: 'titolare',
        title: '1. Titolare del trattamento e contatti',
        blocks: [
          p(
            `Il titolare del trattamento è ${company.legalName}, con sede in ${company.address}${
              company.vatNumber ? `, partita IVA ${company.vatNumber}` : ''
            }${company.registration ? `, iscrizione ${company.registration}` : ''}.`
          ),
          p(
            `Per ogni domanda sulla privacy e per esercitare i tuoi diritti puoi scriverci: ${contacts}.`
          ),
          company.dpoEmail
            ? p(
                `Abbiamo nominato un Responsabile della protezione dei dati (DPO), raggiungibile all’indirizzo ${company.dpoEmail}.`
              )
            : p(
                'Non è stato nominato un Responsabile della protezione dei dati: per ogni richiesta usa i contatti indicati sopra.'
              ),
        ],
      },
      {
        id: 'dati',
        title: '2. Quali dati trattiamo',
        blocks: [
          list(
            'Dati dell’account: nome e cognome, indirizzo e-mail, password (conservata solo in forma cifrata con funzione di hash, mai leggibile), lingua, impostazioni dell’autenticazione a due fattori, preferenze di notifica.',
            'Dati dell’azienda e del team: ragione sociale, partita IVA, codice fiscale, codice destinatario SDI o PEC, sede, telefono, indirizzi operativi con orari di apertura e giorni di chiusura, membri del team e loro ruoli.',
            'Dati dei referenti di ritiro e consegna: nome, telefono, e-mail e indirizzo del luogo, inseriti dal concessionario che ordina il trasporto o ricavati dalla sua anagrafica fornitori.',
            'Dati dei trasporti e dei veicoli: percorsi, date, categoria, marca, modello, targa o numero di telaio, condizioni di marcia, valore dichiarato, servizi richiesti, stati del trasporto e cronologia degli eventi.',
            'Prove di ritiro e di consegna: fotografie del veicolo e la loro impronta digitale (SHA-256), chilometraggio, note sui danni, nome del firmatario e firma tracciata sullo schermo, orario registrato dal server e posizione del dispositivo al momento della conferma.',
            'Posizione durante il trasporto: le posizioni inviate dal trasportatore mentre il veicolo è in viaggio, per il tracciamento.',
            'Dati di pagamento e di fatturazione: importi, ordini, movimenti del wallet, fatture e compensi. I dati delle carte di pagamento sono inseriti direttamente nelle pagine del fornitore dei pagamenti: noi non li riceviamo e non li conserviamo.',
            'Dati di verifica dei trasportatori: iscrizione all’Albo nazionale degli autotrasportatori, polizza assicurativa e sua scadenza, mezzi, zone servite, documenti caricati.',
            'Comunicazioni: messaggi in chat con lo staff, richieste di contatto, valutazioni reciproche tra concessionari e trasportatori.',
            'Dati tecnici: indirizzo IP, data e ora delle richieste, tipo di browser, registri di accesso e di sicurezza, token API (conservati solo come hash).'
          ),
        ],
      },
      {
        id: 'finalita',
        title: '3. Perché li trattiamo e su quale base giuridica',
        blocks: [
          table(
            ['Finalità', 'Base giuridica (art. 6 GDPR)'],
            [
              [
                'Creare e gestire account e team; fornire il servizio: preventivi, ordini, organizzazione ed esecuzione dei trasporti, tracciamento, documenti, assistenza.',
                'Esecuzione del contratto con te o con l’azienda per cui operi (lett. b); per i membri di un team, il legittimo interesse dell’azienda a far usare il servizio ai propri incaricati (lett. f).',
              ],
              [
                'Usare i dati dei referenti per concordare e svolgere ritiro e consegna.',
                'Legittimo interesse del concessionario e nostro a eseguire il trasporto ordinato (lett. f).',
              ],
              [
                'Raccogliere e conservare le prove di ritiro e consegna e gestire le contestazioni per danni o ritardi.',
                'Esecuzione del contratto (lett. b) e legittimo interesse a documentare lo stato dei veicoli e a difendere i diritti delle parti (lett. f).',
              ],
              [
                'Incassare i pagamenti, pagare i trasportatori, emettere fatture elettroniche, tenere la contabilità.',
                'Esecuzione del contratto (lett. b) e obblighi di legge fiscali e contabili (lett. c).',
              ],
              [
                'Verificare i trasportatori (partita IVA, iscrizione all’Albo, assicurazione) prima di affidare loro lavori.',
                'Esecuzione del contratto (lett. b) e legittimo interesse alla sicurezza dei trasporti e alla prevenzione delle frodi (lett. f).',
              ],
              [
                'Proteggere la piattaforma: autenticazione, limitazione dei tentativi di accesso, registri di sicurezza, prevenzione di abusi e frodi.',
                'Legittimo interesse alla sicurezza del servizio e dei suoi utenti (lett. f).',
              ],
              [
                'Inviare notifiche di servizio per e-mail e nella piattaforma (preventivi, stati dei trasporti, pagamenti, documenti).',
                'Esecuzione del contratto (lett. b). Puoi scegliere quali ricevere in Impostazioni → Notifiche; gli avvisi di sicurezza dell’account arrivano sempre.',
              ],
              [
                'Inviare ai clienti comunicazioni su nostri servizi analoghi a quelli già usati.',
                'Legittimo interesse (art. 130, comma 4, Codice privacy): puoi opporti in ogni momento, anche con il link presente in ogni messaggio. Ad altri inviamo comunicazioni commerciali solo con il loro consenso.',
              ],
              [
                'Rispondere alle richieste di informazioni commerciali.',
                'Misure precontrattuali richieste dall’interessato (lett. b).',
              ],
              [
                'Adempiere a richieste delle autorità e difendere i nostri diritti in sede giudiziaria.',
                'Obbligo di legge (lett. c) e legittimo interesse (lett. f).',
              ],
            ]
          ),
          p(
            'Il prezzo dei preventivi è calcolato automaticamente da regole uguali per tutti (distanza, categoria del veicolo, servizi): è un calcolo di prezzo e non una decisione sulla persona; non prendiamo decisioni basate unicamente su trattamenti automatizzati che producano effetti giuridici sugli interessati.'
          ),
          p(
            'I dati dell’account e dell’azienda sono necessari per usare la piattaforma: senza di essi non possiamo attivare il servizio. Gli altri dati servono per i singoli trasporti e pagamenti.'
          ),
        ],
      },
      {
        id: 'referenti',
        title: '4. Se sei un referente di ritiro o di consegna',
        blocks: [
          p(
            'I tuoi dati ci sono stati comunicati dal concessionario che ha ordinato il trasporto, perché il trasportatore possa contattarti e concordare il ritiro o la consegna del veicolo. Trattiamo solo nome, recapiti, indirizzo e orari del luogo e, se confermi tu il ritiro o la consegna tramite il link ricevuto, il tuo nome, la firma, le foto e la posizione del dispositivo al momento della conferma.'
          ),
          p(
            'Prima dell’assegnazione i trasportatori vedono solo la provincia e la città; i recapiti diventano visibili solo al trasportatore a cui il trasporto è assegnato. La pagina pubblica di tracciamento mostra al massimo il tuo nome di battesimo.'
          ),
        ],
      },
      {
        id: 'destinatari',
        title: '5. A chi comunichiamo i dati',
        blocks: [
          list(
            'Agli altri utenti, solo per quanto serve al trasporto: il trasportatore assegnato vede indirizzi e referenti; il concessionario vede i dati del trasportatore e dell’autista incaricato; i membri di un team vedono i dati del proprio team secondo il loro ruolo (gli autisti solo i trasporti assegnati a loro).',
            `Ai nostri responsabili del trattamento (art. 28 GDPR), vincolati da contratto: ${
              company.hostingProvider ??
              'il fornitore dei server su cui è ospitata la piattaforma, con data center nell’Unione europea'
            }; ${company.mailProvider ?? 'il fornitore del servizio di invio delle e-mail'}; i consulenti che curano la nostra contabilità.`,
            `Al fornitore dei pagamenti con carta, ${company.paymentsProvider}, che tratta i dati di pagamento come titolare autonomo per gli obblighi antiriciclaggio e di prevenzione delle frodi.`,
            'All’Agenzia delle Entrate, tramite il Sistema di Interscambio, per le fatture elettroniche.',
            'In caso di danni, alle compagnie assicurative e ai periti coinvolti nella gestione del sinistro.',
            'Alle autorità pubbliche e giudiziarie, quando la legge lo richiede.'
          ),
          p(
            'Non vendiamo i dati personali e non li cediamo a terzi per loro finalità di marketing.'
          ),
        ],
      },
      {
        id: 'trasferimenti',
        title: '6. Trasferimenti fuori dall’Unione europea',
        blocks: [
          p(
            'Conserviamo i dati nell’Unione europea. Se un fornitore li tratta fuori dallo Spazio economico europeo (per esempio il gruppo del fornitore dei pagamenti negli Stati Uniti), il trasferimento avviene solo verso paesi con decisione di adeguatezza della Commissione europea (come l’EU-U.S. Data Privacy Framework per le società aderenti) oppure con le clausole contrattuali tipo approvate dalla Commissione. Puoi chiederci copia delle garanzie adottate.'
          ),
        ],
      },
      {
        id: 'conservazione',
        title: '7. Per quanto tempo conserviamo i dati',
        blocks: [
          table(
            ['Dati', 'Durata'],
            [
              [
                'Account e dati del team',
                'Finché l’account è attivo; dopo la chiusura li cancelliamo o rendiamo anonimi entro 30 giorni, salvo quanto indicato sotto.',
              ],
              [
                'Fatture, ordini, pagamenti, movimenti del wallet',
                '10 anni dalla registrazione, come previsto per le scritture contabili (art. 2220 c.c.).',
              ],
              [
                'Trasporti, prove di ritiro e consegna, contestazioni',
                '10 anni dalla conclusione del trasporto, perché documentano operazioni fatturate e servono alla tutela dei diritti delle parti.',
              ],
              [
                'Dati dei referenti',
                'Per la durata del trasporto e poi insieme alla documentazione del trasporto; nelle anagrafiche del concessionario finché lui non li elimina.',
              ],
              [
                'Posizioni durante il viaggio',
                '90 giorni dalla consegna; resta solo la posizione registrata nelle prove di ritiro e consegna.',
              ],
              [
                'Messaggi in chat',
                'Finché esiste il team che vi partecipa, e al massimo 5 anni dall’ultimo messaggio.',
              ],
              ['Registri di sicurezza e di accesso', '12 mesi.'],
              ['Token API', 'Fino alla revoca o alla scadenza (un anno dalla creazione).'],
              [
                'Richieste di contatto commerciale',
                '24 mesi dall’ultimo contatto, se non diventano un contratto.',
              ],
            ]
          ),
          p(
            'Se è in corso una contestazione o un procedimento, conserviamo i dati che servono fino alla sua conclusione.'
          ),
        ],
      },
      {
        id: 'diritti',
        title: '8. I tuoi diritti e come esercitarli',
        blocks: [
          list(
            'Accesso ai tuoi dati e copia (art. 15).',
            'Rettifica dei dati inesatti o incompleti (art. 16): nome, lingua e preferenze si modificano direttamente nel profilo e nelle impostazioni.',
            'Cancellazione (art. 17): puoi eliminare l’account dal tuo profilo; conserviamo solo i dati che la legge ci obbliga a tenere.',
            'Limitazione del trattamento (art. 18).',
            'Portabilità dei dati che ci hai fornito, in un formato strutturato e leggibile da dispositivo automatico (art. 20).',
            'Opposizione ai trattamenti basati sul legittimo interesse e, sempre e senza motivazione, alle comunicazioni commerciali (art. 21).',
            'Revoca del consenso, quando il trattamento si basa sul consenso, senza effetti sui trattamenti già svolti.'
          ),
          p(
            `Per esercitarli scrivi a ${company.privacyEmail}${company.pec ? ` o alla PEC ${company.pec}` : ''}. Rispondiamo entro un mese; il termine può essere prorogato di due mesi per richieste complesse, e in tal caso te lo comunichiamo. Potremmo chiederti di confermare la tua identità.`
          ),
          p(
            'Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Roma – www.garanteprivacy.it) o all’autorità di controllo del paese in cui vivi o lavori.'
          ),
        ],
      },
      {
        id: 'cookie',
        title: '9. Cookie',
        blocks: [
          p(
            'Usiamo solo cookie tecnici, indispensabili per far funzionare la piattaforma. Non usiamo cookie di profilazione, di statistica o di terze parti: per questo non ti chiediamo un consenso (art. 122 del Codice privacy e Linee guida del Garante sui cookie del 10 giugno 2021).'
          ),
          table(
            ['Nome', 'A cosa serve', 'Durata'],
            cookies.map((cookie) => [
              cookie.name,
              cookiePurpose[cookie.purpose],
              durationLabel(cookie.duration, 'it'),
            ])
          ),
          p(
            'Il browser conserva inoltre, nella memoria della scheda aperta, lo stato delle pagine visitate per far funzionare i tasti avanti e indietro; si cancella alla chiusura della scheda. Quando paghi con carta vieni portato sulle pagine del fornitore dei pagamenti, che usa i propri cookie secondo la sua informativa.'
          ),
        ],
      },
      {
        id: 'sicurezza',
        title: '10. Sicurezza',
        blocks: [
          p(
            'Le connessioni sono cifrate; le password e i token API sono conservati solo come hash; puoi attivare l’autenticazione a due fattori; ogni utente vede solo i dati del proprio team e del proprio ruolo; i dati di un altro team non sono mai visibili, nemmeno per sapere se esistono. Le prove di ritiro e consegna non si possono modificare dopo la registrazione.'
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '11. Modifiche a questa informativa',
        blocks: [
          p(
            'Se cambiamo il modo in cui trattiamo i dati aggiorniamo questa pagina e la data qui sotto; per le modifiche importanti avvisiamo gli utenti per e-mail o nella piattaforma prima che abbiano effetto.'
          ),
        ],
      },
    ],
  }
}
