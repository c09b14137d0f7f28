/**
 * The FatturaPA XML of an invoice or credit note (pure): format FPR12
 * (between private parties), schema v1.2.2 of the Agenzia delle Entrate,
 * built with xmlbuilder2. Mapping (docs/domain.md, "Invoicing"):
 *
 * - DatiTrasmissione: the platform transmits its own invoices (IdTrasmittente
 *   = its P.IVA), ProgressivoInvio = the SDI file's progressive,
 *   CodiceDestinatario = the customer's SDI code, else `0000000` with
 *   PECDestinatario when it has a PEC, else `0000000` alone;
 * - CedentePrestatore: the seller snapshot (RegimeFiscale RF01, REA when
 *   known, StatoLiquidazione LN); CessionarioCommittente: the customer
 *   snapshot;
 * - DatiGeneraliDocumento: TD01 / TD04, EUR, the Rome issue date, the number,
 *   ImportoTotaleDocumento = gross, Causale = the credit note's reason;
 *   DatiFattureCollegate: a credit note's original invoice (number, date);
 * - DatiBeniServizi: one DettaglioLinee per line (quantity with 2 decimals,
 *   unit and total price, AliquotaIVA) and one DatiRiepilogo per rate with
 *   EsigibilitaIVA I (immediate);
 * - DatiPagamento (invoices only; a credit note is settled on the wallet):
 *   TP02 (payment in full) with MP05 bank transfer (+ the platform's IBAN),
 *   MP08 card, MP22 wallet ("trattenuta su somme già riscosse": the dealer's
 *   prepaid balance).
 *
 * Texts are reduced to what the schema's Latin types allow (Basic Latin and
 * Latin-1 Supplement): other characters are transliterated, control
 * characters dropped, lengths cut.
 */
import { create } from 'xmlbuilder2'
import { transliterate } from 'transliteration'
import { DOCUMENT_TYPE, type InvoiceKind } from '#invoicing/domain/numbering'
import type { CustomerSnapshot, SellerSnapshot } from '#invoicing/domain/parties'
import type { InvoiceLine, VatSummary } from '#invoicing/domain/totals'
import { decimalAmount, decimalRate } from '#invoicing/domain/totals'

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2'
const DSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#'
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance'

export const PAYMENT_METHODS = ['wallet', 'card', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** FatturaPA ModalitaPagamento of each way of paying. */
export const PAYMENT_CODES: Record<PaymentMethod, 'MP22' | 'MP08' | 'MP05'> = {
  wallet: 'MP22',
  card: 'MP08',
  bank_transfer: 'MP05',
}

export type FiscalDocument = {
  kind: InvoiceKind
  number: string
  /** Rome calendar day, yyyy-MM-dd */
  issuedOn: string
  /** the SDI file's progressive (5 characters) */
  progressive: string
  seller: SellerSnapshot
  customer: CustomerSnapshot
  lines: InvoiceLine[]
  summaries: VatSummary[]
  netCents: number
  vatCents: number
  grossCents: number
  paymentMethod: PaymentMethod | null
  /** a credit note's original invoice */
  related: { number: string; issuedOn: string } | null
  /** a credit note's reason (Causale) */
  reason: string | null
}

/* The Latin-1 range the schema's *LatinType patterns allow, without controls. */
const NOT_LATIN = /[^\u0020-\u007e\u00a0-\u00ff]/u

/**
 * A text as FatturaPA's Latin types accept it: NFC, characters outside
 * Basic Latin + Latin-1 transliterated (€ → EUR, “ ” → "), controls and
 * repeated spaces collapsed, cut to `max` characters.
 */
export function latinText(value: string, max: number): string {
  const text = [...value.normalize('NFC')]
    .map((char) => {
      if (char === '\n' || char === '\t' || char === '\r') return ' '
      if (!NOT_LATIN.test(char)) return char
      if (char === '€') return 'EUR'
      return transliterate(char).replace(/[^\u0020-\u007e]/g, '')
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return [...text].slice(0, max).join('').trim()
}

/** A phone as TelFaxType allows (5–12 Basic Latin characters), or null. */
function phone(value: string | null): string | null {
  const compact = (value ?? '').replace(/[^\d+]/g, '')
  return compact.length >= 5 && compact.length <= 12 ? compact : null
}

type Node = ReturnType<ReturnType<typeof create>['ele']>

function address(parent: Node, party: SellerSnapshot | CustomerSnapshot) {
  parent
    .ele('Sede')
    .ele('Indirizzo')
    .txt(latinText(party.street, 60))
    .up()
    .ele('CAP')
    .txt(party.cap)
    .up()
    .ele('Comune')
    .txt(latinText(party.city, 60))
    .up()
    .ele('Provincia')
    .txt(party.province)
    .up()
    .ele('Nazione')
    .txt(party.country)
}

function fiscalIds(parent: Node, party: SellerSnapshot | CustomerSnapshot) {
  const ids = parent.ele('DatiAnagrafici')
  ids.ele('IdFiscaleIVA').ele('IdPaese').txt('IT').up().ele('IdCodice').txt(party.vatNumber)
  if (party.fiscalCode) ids.ele('CodiceFiscale').txt(party.fiscalCode)
  ids.ele('Anagrafica').ele('Denominazione').txt(latinText(party.legalName, 80))
  return ids
}

function header(root: Node, doc: FiscalDocument) {
  const head = root.ele('FatturaElettronicaHeader')
  const transmission = head.ele('DatiTrasmissione')
  transmission
    .ele('IdTrasmittente')
    .ele('IdPaese')
    .txt('IT')
    .up()
    .ele('IdCodice')
    .txt(doc.seller.vatNumber)
  transmission.ele('ProgressivoInvio').txt(doc.progressive)
  transmission.ele('FormatoTrasmissione').txt('FPR12')
  transmission.ele('CodiceDestinatario').txt(doc.customer.sdiCode ?? '0000000')
  if (!doc.customer.sdiCode && doc.customer.pec) {
    transmission.ele('PECDestinatario').txt(doc.customer.pec)
  }

  const seller = head.ele('CedentePrestatore')
  fiscalIds(seller, doc.seller).ele('RegimeFiscale').txt(doc.seller.taxRegime)
  address(seller, doc.seller)
  if (doc.seller.reaOffice && doc.seller.reaNumber) {
    seller
      .ele('IscrizioneREA')
      .ele('Ufficio')
      .txt(doc.seller.reaOffice)
      .up()
      .ele('NumeroREA')
      .txt(latinText(doc.seller.reaNumber, 20))
      .up()
      .ele('StatoLiquidazione')
      .txt('LN')
  }
  const sellerPhone = phone(doc.seller.phone)
  const email = doc.seller.email && doc.seller.email.length >= 7 ? doc.seller.email : null
  if (sellerPhone || email) {
    const contacts = seller.ele('Contatti')
    if (sellerPhone) contacts.ele('Telefono').txt(sellerPhone)
    if (email) contacts.ele('Email').txt(email)
  }

  const customer = head.ele('CessionarioCommittente')
  fiscalIds(customer, doc.customer)
  address(customer, doc.customer)
}

function general(body: Node, doc: FiscalDocument) {
  const section = body.ele('DatiGenerali')
  const document = section.ele('DatiGeneraliDocumento')
  document.ele('TipoDocumento').txt(DOCUMENT_TYPE[doc.kind])
  document.ele('Divisa').txt('EUR')
  document.ele('Data').txt(doc.issuedOn)
  document.ele('Numero').txt(doc.number)
  document.ele('ImportoTotaleDocumento').txt(decimalAmount(doc.grossCents))
  if (doc.reason) {
    /* Causale: up to 200 characters per element, repeated for longer texts. */
    const reason = latinText(doc.reason, 1000)
    for (let start = 0; start < reason.length; start += 200) {
      const part = reason.slice(start, start + 200).trim()
      if (part) document.ele('Causale').txt(part)
    }
  }
  if (doc.related) {
    section
      .ele('DatiFattureCollegate')
      .ele('IdDocumento')
      .txt(doc.related.number)
      .up()
      .ele('Data')
      .txt(doc.related.issuedOn)
  }
}

function goods(body: Node, doc: FiscalDocument) {
  const section = body.ele('DatiBeniServizi')
  doc.lines.forEach((line, index) => {
    section
      .ele('DettaglioLinee')
      .ele('NumeroLinea')
      .txt(String(index + 1))
      .up()
      .ele('Descrizione')
      .txt(latinText(line.description, 1000) || '-')
      .up()
      .ele('Quantita')
      .txt(`${line.quantity}.00`)
      .up()
      .ele('PrezzoUnitario')
      .txt(decimalAmount(line.unitNetCents))
      .up()
      .ele('PrezzoTotale')
      .txt(decimalAmount(line.netCents))
      .up()
      .ele('AliquotaIVA')
      .txt(decimalRate(line.vatBasisPoints))
  })
  for (const summary of doc.summaries) {
    section
      .ele('DatiRiepilogo')
      .ele('AliquotaIVA')
      .txt(decimalRate(summary.vatBasisPoints))
      .up()
      .ele('ImponibileImporto')
      .txt(decimalAmount(summary.netCents))
      .up()
      .ele('Imposta')
      .txt(decimalAmount(summary.vatCents))
      .up()
      .ele('EsigibilitaIVA')
      .txt('I')
  }
}

function payment(body: Node, doc: FiscalDocument) {
  if (doc.kind !== 'invoice' || !doc.paymentMethod) return
  const detail = body
    .ele('DatiPagamento')
    .ele('CondizioniPagamento')
    .txt('TP02')
    .up()
    .ele('DettaglioPagamento')
  detail.ele('Beneficiario').txt(latinText(doc.seller.legalName, 200))
  detail.ele('ModalitaPagamento').txt(PAYMENT_CODES[doc.paymentMethod])
  detail.ele('DataScadenzaPagamento').txt(doc.issuedOn)
  detail.ele('ImportoPagamento').txt(decimalAmount(doc.grossCents))
  if (doc.paymentMethod === 'bank_transfer' && doc.seller.iban) {
    if (doc.seller.bankName)
      detail.ele('IstitutoFinanziario').txt(latinText(doc.seller.bankName, 80))
    detail.ele('IBAN').txt(doc.seller.iban)
    if (doc.seller.bic) detail.ele('BIC').txt(doc.seller.bic)
  }
}

/** The XML file (UTF-8, with its declaration) of an issued document. */
export function buildFatturaPa(doc: FiscalDocument): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    FATTURAPA_NAMESPACE,
    'p:FatturaElettronica',
    {
      'versione': 'FPR12',
      'xmlns:ds': DSIG_NAMESPACE,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': `${FATTURAPA_NAMESPACE} Schema_del_file_xml_FatturaPA_v1.2.2.xsd`,
    }
  )
  header(root, doc)
  const body = root.ele('FatturaElettronicaBody')
  general(body, doc)
  goods(body, doc)
  payment(body, doc)
  return root.end({ prettyPrint: true })
}
