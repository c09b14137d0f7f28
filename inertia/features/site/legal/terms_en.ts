import { list, p, type CompanyInfo, type LegalDocument } from './document.js'

/** Terms of service, in English. */
export function termsEn(company: CompanyInfo, appName: string): LegalDocument {
  return {
    intro: [
      `These terms govern the use of the ${appName} platform, run by ${company.legalName}, registered office ${company.address}${
        company.vatNumber ? `, VAT number ${company.vatNumber}` : ''
      } (“we”). By registering, users accept them for themselves and for the company they act for. The Italian version prevails in case of doubt.`,
    ],
    sections: [
      {
        id: 'service',
        title: '1. The service',
        blocks: [
          p(
            `${appName} is an online platform for the road transport of vehicles in Italy. Car dealers and traders (“Dealers”) request and order transports, get an instant quote, pay and follow the transport; road haulage companies (“Carriers”) receive and perform transports and are paid by us.`
          ),
          p(
            'For every paid order we organise the transport on behalf of the Dealer and entrust its performance to a vetted Carrier, who acts as the carrier. We invoice the Dealer for the transport price and pay the Carrier the agreed fee.'
          ),
          p(
            'The service is reserved to businesses and professionals acting in the course of their trade: consumer protection rules (Italian Consumer Code) do not apply.'
          ),
        ],
      },
      {
        id: 'accounts',
        title: '2. Accounts and teams',
        blocks: [
          list(
            'Every company works through a team, of the dealer or carrier kind. Whoever creates the team is its owner and warrants having the power to represent the company; members have the roles of admin, member or (for carriers) driver, and only see what their role allows.',
            'Company data (legal name, VAT number, tax code, SDI code or PEC, registered office) must be true and up to date: we use them for electronic invoices and for vetting.',
            'Credentials are personal. Users keep their password, two-factor codes and API tokens safe and tell us at once about any unauthorised use. Operations carried out with a user’s credentials or tokens are deemed carried out by the company of their team.',
            'The owner and admins of a team are responsible for the invitations they send and the roles they assign.'
          ),
        ],
      },
      {
        id: 'dealers',
        title: '3. Dealers’ obligations',
        blocks: [
          list(
            'Give accurate and complete data: pickup and delivery addresses, contacts, date windows, category, make, model, plate or VIN, value of the vehicle and whether it runs. The quote is based on these data.',
            'Be entitled to have the vehicle transported and tell the named contacts that their data will be processed for the transport, as described in the privacy policy.',
            'Make the vehicle available in the agreed window, with keys and the necessary documents, at a place that is open and reachable by the Carrier’s truck, with no personal belongings or undeclared loads inside.',
            'Pay the order price in the ways and times provided.',
            'If the pickup fails because of the Dealer or its contact (place closed, vehicle not ready, wrong data), the dry run is recorded and its cost, where stated in the quote, may be charged.'
          ),
        ],
      },
      {
        id: 'carriers',
        title: '4. Carriers’ obligations',
        blocks: [
          list(
            'Be a road haulage company in good standing: registration in the Italian national register of road hauliers (Albo) and in the national electronic register (REN) where required, licences, suitable vehicles with valid inspections and insurance.',
            'Keep a valid carrier’s liability insurance for the goods carried and upload its details and expiry date to the platform. When it expires without renewal the team is suspended from the marketplace until a valid policy is uploaded.',
            'Perform assigned transports themselves with their own trucks and drivers: passing them on to other carriers without our written consent is forbidden.',
            'Schedule the pickup on a feasible date (working day, place open) and keep to it, reporting any delay at once.',
            'Record pickup and delivery evidence on the platform: photos, odometer, any damage, name and signature of the person handing over or receiving the vehicle.',
            'Use contacts’ and vehicles’ data only to perform the transport, and not approach Dealers for transports outside the platform arising from contacts obtained through it.',
            'Comply with the highway code, driving and rest time rules and load safety rules.'
          ),
        ],
      },
      {
        id: 'prices',
        title: '5. Quotes and prices',
        blocks: [
          list(
            'Prices are in euro and exclude VAT, which is added at the statutory rate (currently 22%).',
            'The automatic quote takes into account the road distance, the category and condition of the vehicles and the chosen services; every item is shown in the quote breakdown. Some requests (for example many vehicles, islands, non-running luxury vehicles) get a manual quote from staff.',
            'A quote is valid for 7 days. If the vehicle or place data turn out to differ from those declared, the price may be adjusted: we say so before going ahead and the Dealer may cancel at no cost.',
            'The Carrier’s fee is the one shown on the marketplace when the transport is taken, or the amount of its accepted bid.'
          ),
        ],
      },
      {
        id: 'payments',
        title: '6. Payments, cancellations and invoices',
        blocks: [
          list(
            'The Dealer pays the order with the team wallet balance, by card (through our payment provider) or by bank transfer; the transport is published to Carriers only once the payment is confirmed.',
            'We hold the payment until delivery: the Carrier’s fee becomes due when the delivery is confirmed and 48 hours have passed without a dispute, and is paid monthly.',
            'The Dealer may cancel a transport before pickup: before assignment the amount is credited back in full to the wallet; after assignment the cancellation fee stated in the quote is withheld. After pickup cancellation is no longer possible.',
            'We issue an electronic invoice through the Exchange System (SDI) for every paid order. Carriers invoice us for their fees as described in the payments section.',
            'The wallet balance bears no interest and can only be used to pay for platform services; when the account is closed the remaining balance is refunded by bank transfer.'
          ),
        ],
      },
      {
        id: 'liability',
        title: '7. Damage, delays and liability',
        blocks: [
          list(
            'From pickup to delivery the Carrier is liable for loss of and damage to the vehicle under articles 1693 and following of the Italian Civil Code, within the limits set by article 1696 for domestic transport, except in case of wilful misconduct or gross negligence. The “extra insurance” service covers the declared value of the vehicle on the terms stated in the quote.',
            'Visible damage must be noted in the delivery evidence or reported on the platform within 48 hours of delivery; damage that could not be seen at delivery must be reported within 8 days of receipt (art. 1698 of the Civil Code).',
            'We are liable for running the platform and payments properly and for choosing vetted Carriers. We are not liable for interruptions caused by events beyond our control or for indirect loss such as loss of profit, except in case of wilful misconduct or gross negligence (art. 1229 of the Civil Code).',
            'Each party is responsible for the data and content it enters in the platform.'
          ),
        ],
      },
      {
        id: 'disputes',
        title: '8. Disputes',
        blocks: [
          list(
            'The Dealer, the delivery contact or staff can open a dispute from the transport page, describing the problem and attaching photos or documents.',
            'Staff review the evidence recorded at pickup and delivery (fingerprinted photos, server times, positions, signatures), may ask the parties for clarifications and decide within 15 working days of receiving all the information: they either confirm the completion of the transport or order a partial or full refund.',
            'While the dispute is open the Carrier’s fee is on hold.',
            'Staff’s decision does not prevent the parties from going to court.'
          ),
        ],
      },
      {
        id: 'suspension',
        title: '9. Suspension and closure',
        blocks: [
          list(
            'We may suspend or close an account or team for breach of these terms, false data, suspected fraud or double brokering, unpaid amounts, expired insurance or repeated failures to perform. Unless urgent, we warn beforehand and give the reason.',
            'Suspension does not cancel transports in progress: we complete or reassign them and settle the payments due.',
            'Users can close their account at any time from their profile; the owner can delete the team when no transports are in progress. We keep the data the law obliges us to keep, as described in the privacy policy.'
          ),
        ],
      },
      {
        id: 'use',
        title: '10. Proper use of the platform',
        blocks: [
          p(
            'Using the platform for unlawful purposes, accessing other teams’ data, circumventing security controls or extracting data automatically outside the documented API is forbidden. The API may only be used with personal tokens and within the permissions granted to them. The platform’s software, trademarks and content remain our property.'
          ),
        ],
      },
      {
        id: 'data',
        title: '11. Personal data',
        blocks: [
          p(
            'We process personal data as described in the privacy policy. For the contacts’ data it enters, the Dealer warrants that it may disclose them and that it has informed the people concerned.'
          ),
        ],
      },
      {
        id: 'changes',
        title: '12. Changes to the terms',
        blocks: [
          p(
            'We may change these terms because of changes to the service or to the law. We announce changes by e-mail or in the platform at least 15 days before they take effect; users who do not accept them may close their account before that date. Orders already paid remain governed by the terms in force when they were paid.'
          ),
        ],
      },
      {
        id: 'law',
        title: '13. Governing law and jurisdiction',
        blocks: [
          p(
            `These terms are governed by Italian law. The Court of ${company.court} (Italy) has exclusive jurisdiction over any dispute relating to the service.`
          ),
        ],
      },
      {
        id: 'contact',
        title: '14. Contacts',
        blocks: [
          p(
            `For questions about these terms write to ${company.email}${company.pec ? ` or to the certified e-mail ${company.pec}` : ''}${
              company.phone ? `, or call ${company.phone}` : ''
            }.`
          ),
        ],
      },
    ],
  }
}
