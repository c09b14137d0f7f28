import { list, p, type CompanyInfo, type LegalDocument } from './document.js'

/** Termini e condizioni del servizio, in italiano. */
export function termsIt(company: CompanyInfo, appName: string): LegalDocument {
  return {
    intro: [
      `Questi termini regolano l’uso della piattaforma ${appName}, gestita da ${company.legalName}, con sede in ${company.address}${
        company.vatNumber ? `, partita IVA ${company.vatNumber}` : ''
      } (di seguito “noi”). Registrandosi, l’utente li accetta per sé e per l’azienda per cui opera.`,
    ],
    sections: [
      {
        id: 'servizio',
        title: '1. Il servizio',
        blocks: [
          p(
            `${appName} è una piattaforma online per il trasporto di veicoli su strada in Italia. I concessionari e i commercianti di auto (“Concessionari”) chiedono e ordinano trasporti, ricevono un preventivo immediato, pagano e seguono il trasporto; le imprese di autotrasporto (“Trasportatori”) ricevono ed eseguono i trasporti e vengono pagate da noi.`
          ),
          p(
            'Per ogni ordine pagato organizziamo il trasporto per conto del Concessionario e ne affidiamo l’esecuzione a un Trasportatore verificato, che agisce come vettore. Fatturiamo al Concessionario il prezzo del trasporto e paghiamo al Trasportatore il compenso concordato.'
          ),
          p(
            'Il servizio è riservato a imprese e professionisti che agiscono nell’esercizio della propria attività: non si applicano le norme del Codice del consumo a tutela dei consumatori.'
          ),
        ],
      },
      {
        id: 'account',
        title: '2. Account e team',
        blocks: [
          list(
            'Ogni azienda opera con un team, di tipo concessionario o trasportatore. Chi crea il team ne è il titolare e garantisce di avere il potere di rappresentare l’azienda; i membri hanno i ruoli di amministratore, membro o (per i trasportatori) autista, e vedono solo quello che il loro ruolo consente.',
            'I dati dell’azienda (ragione sociale, partita IVA, codice fiscale, codice SDI o PEC, sede) devono essere veri e aggiornati: li usiamo per le fatture elettroniche e per le verifiche.',
            'Le credenziali sono personali. L’utente custodisce password, codici di autenticazione a due fattori e token API, e ci avvisa subito in caso di uso non autorizzato. Le operazioni fatte con le credenziali o i token di un utente si considerano fatte dall’azienda del suo team.',
            'Il titolare e gli amministratori del team rispondono degli inviti che inviano e dei ruoli che assegnano.'
          ),
        ],
      },
      {
        id: 'concessionari',
        title: '3. Obblighi del Concessionario',
        blocks: [
          list(
            'Indicare dati esatti e completi: indirizzi di ritiro e di consegna, referenti, finestre di date, categoria, marca, modello, targa o telaio, valore del veicolo e se è marciante. Il preventivo si basa su questi dati.',
            'Avere il diritto di far trasportare il veicolo e informare i referenti indicati che i loro dati saranno trattati per il trasporto, secondo l’informativa privacy.',
            'Rendere il veicolo disponibile nella finestra concordata, con chiavi e documenti necessari, in un luogo aperto e accessibile al mezzo del Trasportatore, privo di oggetti personali e di carichi non dichiarati.',
            'Pagare il prezzo dell’ordine nei modi e nei tempi previsti.',
            'Se il ritiro non avviene per causa del Concessionario o del suo referente (luogo chiuso, veicolo non pronto, dati errati), il viaggio a vuoto viene registrato e il relativo costo, se indicato nel preventivo, può essere addebitato.'
          ),
        ],
      },
      {
        id: 'trasportatori',
        title: '4. Obblighi del Trasportatore',
        blocks: [
          list(
            'Essere un’impresa di autotrasporto in regola: iscrizione all’Albo nazionale degli autotrasportatori e al Registro elettronico nazionale quando richiesta, titoli abilitativi, mezzi idonei e in regola con revisioni e assicurazioni.',
            'Mantenere valida una polizza di responsabilità civile del vettore per le merci trasportate e caricarne i dati e la scadenza sulla piattaforma. Alla scadenza senza rinnovo il team viene sospeso dal marketplace finché non carica una polizza valida.',
            'Eseguire personalmente i trasporti assegnati con propri mezzi e autisti: è vietato affidarli ad altri vettori senza il nostro consenso scritto.',
            'Programmare il ritiro in una data possibile (giorno lavorativo, luogo aperto) e rispettarla, avvisando subito di ogni ritardo.',
            'Registrare sulla piattaforma le prove di ritiro e di consegna: foto, chilometraggio, eventuali danni, nome e firma di chi consegna o riceve il veicolo.',
            'Usare i dati dei referenti e dei veicoli solo per eseguire il trasporto e non contattare i Concessionari per trasporti fuori dalla piattaforma scaturiti da contatti ottenuti tramite essa.',
            'Rispettare il codice della strada, le norme sui tempi di guida e riposo e le regole di sicurezza del carico.'
          ),
        ],
      },
      {
        id: 'prezzi',
        title: '5. Preventivi e prezzi',
        blocks: [
          list(
            'I prezzi sono espressi in euro e si intendono al netto dell’IVA, che viene aggiunta nella misura di legge (oggi il 22%).',
            'Il preventivo automatico tiene conto della distanza stradale, della categoria e delle condizioni dei veicoli e dei servizi scelti; ogni voce è visibile nel dettaglio del preventivo. Alcune richieste (per esempio molti veicoli, isole, veicoli di lusso non marcianti) ricevono un preventivo manuale dallo staff.',
            'Il preventivo è valido 7 giorni. Se i dati del veicolo o dei luoghi si rivelano diversi da quelli dichiarati, il prezzo può essere adeguato: lo comunichiamo prima di procedere e il Concessionario può annullare senza costi.',
            'Il compenso del Trasportatore è quello indicato nel marketplace al momento dell’accettazione o l’importo della sua offerta accettata.'
          ),
        ],
      },
      {
        id: 'pagamenti',
        title: '6. Pagamenti, annullamenti e fatture',
        blocks: [
          list(
            'Il Concessionario paga l’ordine con il saldo del wallet del team, con carta (tramite il nostro fornitore dei pagamenti) o con bonifico; il trasporto viene pubblicato ai Trasportatori solo dopo la conferma del pagamento.',
            'Teniamo in custodia il pagamento fino alla consegna: il compenso del Trasportatore diventa dovuto quando la consegna è confermata e sono trascorse 48 ore senza contestazioni, e viene pagato con cadenza mensile.',
            'Il Concessionario può annullare un trasporto prima del ritiro: prima dell’assegnazione l’importo viene riaccreditato per intero sul wallet; dopo l’assegnazione viene trattenuto il costo di annullamento indicato nel preventivo. Dopo il ritiro l’annullamento non è più possibile.',
            'Emettiamo fattura elettronica tramite il Sistema di Interscambio per ogni ordine pagato. Il Trasportatore fattura a noi i compensi secondo le indicazioni presenti nella sezione pagamenti.',
            'Il saldo del wallet non produce interessi e può essere usato solo per pagare servizi della piattaforma; alla chiusura dell’account il saldo residuo viene rimborsato con bonifico.'
          ),
        ],
      },
      {
        id: 'danni',
        title: '7. Danni, ritardi e responsabilità',
        blocks: [
          list(
            'Dal ritiro alla consegna il Trasportatore risponde della perdita e dei danni al veicolo secondo gli articoli 1693 e seguenti del codice civile, nei limiti previsti dall’articolo 1696 per il trasporto nazionale, salvo dolo o colpa grave. Il servizio “assicurazione aggiuntiva” copre il valore dichiarato del veicolo alle condizioni indicate nel preventivo.',
            'I danni visibili devono essere annotati nella prova di consegna o segnalati sulla piattaforma entro 48 ore dalla consegna; i danni non riconoscibili al momento della consegna vanno segnalati entro 8 giorni dal ricevimento (art. 1698 c.c.).',
            'Noi rispondiamo della corretta gestione della piattaforma, dei pagamenti e della scelta di Trasportatori verificati. Non rispondiamo di interruzioni del servizio dovute a cause fuori dal nostro controllo né di danni indiretti come il mancato guadagno, salvo dolo o colpa grave (art. 1229 c.c.).',
            'Ciascuna parte risponde dei dati e dei contenuti che inserisce nella piattaforma.'
          ),
        ],
      },
      {
        id: 'contestazioni',
        title: '8. Contestazioni',
        blocks: [
          list(
            'Il Concessionario, il referente alla consegna o lo staff possono aprire una contestazione dalla pagina del trasporto, descrivendo il problema e allegando foto o documenti.',
            'Lo staff esamina le prove registrate al ritiro e alla consegna (foto con impronta digitale, orari del server, posizioni, firme), può chiedere chiarimenti alle parti e decide entro 15 giorni lavorativi dalla ricezione di tutte le informazioni: conferma la conclusione del trasporto oppure dispone un rimborso parziale o totale.',
            'Finché la contestazione è aperta il compenso del Trasportatore resta sospeso.',
            'La decisione dello staff non impedisce alle parti di rivolgersi all’autorità giudiziaria.'
          ),
        ],
      },
      {
        id: 'sospensione',
        title: '9. Sospensione e chiusura',
        blocks: [
          list(
            'Possiamo sospendere o chiudere un account o un team in caso di violazione di questi termini, dati falsi, sospetto di frode o doppia intermediazione, mancati pagamenti, polizza assicurativa scaduta o ripetute mancate esecuzioni. Salvo urgenza, avvisiamo prima e indichiamo il motivo.',
            'La sospensione non cancella i trasporti in corso: li portiamo a termine o li riassegniamo, e regoliamo i pagamenti dovuti.',
            'L’utente può chiudere il proprio account in ogni momento dal profilo; il titolare può eliminare il team quando non ci sono trasporti in corso. Conserviamo i dati che la legge ci obbliga a tenere, come descritto nell’informativa privacy.'
          ),
        ],
      },
      {
        id: 'uso',
        title: '10. Uso corretto della piattaforma',
        blocks: [
          p(
            'È vietato usare la piattaforma per scopi illeciti, accedere a dati di altri team, aggirare i controlli di sicurezza o estrarre dati in modo automatizzato fuori dall’API documentata. L’API si usa solo con token personali e nei limiti dei permessi loro assegnati. Il software, i marchi e i contenuti della piattaforma restano di nostra proprietà.'
          ),
        ],
      },
      {
        id: 'dati',
        title: '11. Dati personali',
        blocks: [
          p(
            'Trattiamo i dati personali come descritto nell’informativa privacy. Per i dati dei referenti che inserisce, il Concessionario garantisce di poterli comunicare e di aver informato gli interessati.'
          ),
        ],
      },
      {
        id: 'modifiche',
        title: '12. Modifiche ai termini',
        blocks: [
          p(
            'Possiamo modificare questi termini per cambiamenti del servizio o della legge. Comunichiamo le modifiche per e-mail o nella piattaforma almeno 15 giorni prima che abbiano effetto; chi non le accetta può chiudere l’account prima di tale data. Gli ordini già pagati restano regolati dai termini in vigore al momento del pagamento.'
          ),
        ],
      },
      {
        id: 'legge',
        title: '13. Legge applicabile e foro competente',
        blocks: [
          p(
            `Questi termini sono regolati dalla legge italiana. Per ogni controversia relativa al servizio è competente in via esclusiva il Foro di ${company.court}.`
          ),
        ],
      },
      {
        id: 'contatti',
        title: '14. Contatti',
        blocks: [
          p(
            `Per domande su questi termini scrivi a ${company.email}${company.pec ? ` o alla PEC ${company.pec}` : ''}${
              company.phone ? `, oppure chiama il ${company.phone}` : ''
            }.`
          ),
        ],
      },
    ],
  }
}
