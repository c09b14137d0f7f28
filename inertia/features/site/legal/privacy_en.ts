import {
  durationLabel,
  list,
  p,
  table,
  type CompanyInfo,
  type CookieInUse,
  type LegalDocument,
} from './document.js'

/** Privacy policy (articles 13 and 14 of Regulation (EU) 2016/679), in English. */
export function privacyEn(
  company: CompanyInfo,
  cookies: CookieInUse[],
  appName: string
): LegalDocument {
  const contacts = [
    `e-mail ${company.privacyEmail}`,
    company.pec ? `certified e-mail (PEC) ${company.pec}` : null,
    company.phone ? `phone ${company.phone}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  const cookiePurpose: Record<CookieInUse['purpose'], string> = {
    session:
      'Keeps you signed in and carries confirmation messages and form errors to the next page only.',
    xsrf: 'Protects forms and requests against cross-site request forgery (CSRF).',
    locale: 'Remembers the language you chose with the IT/EN switch.',
  }

  return {
    intro: [
      `This policy explains how ${company.legalName} processes the personal data of visitors of this website and of the people who use the ${appName} platform: employees and contractors of car dealers, of transport companies (drivers included) and of our staff, and the people named as contacts at the places where vehicles are picked up and delivered.`,
      'The platform is a business service: its users act on behalf of their company. The rules below apply to all the data we process to provide it. The Italian version of this policy prevails in case of doubt.',
    ],
    sections: [
      {
        id: 'controller',
        title: '1. Data controller and contacts',
        blocks: [
          p(
            `The data controller is ${company.legalName}, registered office ${company.address}${
              company.vatNumber ? `, VAT number ${company.vatNumber}` : ''
            }${company.registration ? `, registration ${company.registration}` : ''}.`
          ),
          p(`For any privacy question and to exercise your rights, contact us: ${contacts}.`),
          company.dpoEmail
            ? p(
                `We have appointed a Data Protection Officer (DPO), who can be reached at ${company.dpoEmail}.`
              )
            : p(
                'No Data Protection Officer has been appointed: please use the contacts above for any request.'
              ),
        ],
      },
      {
        id: 'data',
        title: '2. The data we process',
        blocks: [
          list(
            'Account data: full name, e-mail address, password (stored only as a one-way hash, never readable), language, two-factor authentication settings, notification preferences.',
            'Company and team data: legal name, VAT number, tax code, SDI recipient code or certified e-mail (PEC), registered office, phone, operating addresses with opening hours and closing days, team members and their roles.',
            'Pickup and delivery contacts: name, phone, e-mail and address of the place, entered by the dealer who orders the transport or taken from the dealer’s supplier directory.',
            'Transport and vehicle data: routes, dates, category, make, model, plate or VIN, running condition, declared value, requested services, transport status and event history.',
            'Pickup and delivery evidence: photos of the vehicle and their digital fingerprint (SHA-256), odometer reading, damage notes, signer’s name and signature drawn on screen, server time and the device position when the confirmation is given.',
            'Position during the transport: positions sent by the carrier while the vehicle travels, for tracking.',
            'Payment and invoicing data: amounts, orders, wallet movements, invoices and payouts. Card details are entered directly on the payment provider’s pages: we never receive or store them.',
            'Carrier vetting data: registration in the Italian national register of road hauliers (Albo degli autotrasportatori), insurance policy and its expiry date, vehicles, areas served, uploaded documents.',
            'Communications: chat messages with staff, contact requests, ratings exchanged between dealers and carriers.',
            'Technical data: IP address, date and time of requests, browser type, access and security logs, API tokens (stored only as hashes).'
          ),
        ],
      },
      {
        id: 'purposes',
        title: '3. Why we process them and on which legal basis',
        blocks: [
          table(
            ['Purpose', 'Legal basis (art. 6 GDPR)'],
            [
              [
                'Creating and managing accounts and teams; providing the service: quotes, orders, organising and performing transports, tracking, documents, support.',
                'Performance of the contract with you or with the company you work for (b); for team members, the company’s legitimate interest in letting its staff use the service (f).',
              ],
              [
                'Using the contacts’ data to arrange and perform pickup and delivery.',
                'Legitimate interest of the dealer and ours in performing the ordered transport (f).',
              ],
              [
                'Collecting and keeping pickup and delivery evidence and handling disputes about damage or delays.',
                'Performance of the contract (b) and legitimate interest in documenting the condition of vehicles and defending the parties’ rights (f).',
              ],
              [
                'Collecting payments, paying carriers, issuing electronic invoices, keeping the accounts.',
                'Performance of the contract (b) and tax and accounting obligations under the law (c).',
              ],
              [
                'Vetting carriers (VAT number, registration, insurance) before entrusting work to them.',
                'Performance of the contract (b) and legitimate interest in safe transports and fraud prevention (f).',
              ],
              [
                'Protecting the platform: authentication, throttling of sign-in attempts, security logs, prevention of abuse and fraud.',
                'Legitimate interest in the security of the service and of its users (f).',
              ],
              [
                'Sending service notifications by e-mail and in the platform (quotes, transport status, payments, documents).',
                'Performance of the contract (b). You choose which ones you get under Settings → Notifications; account security notices always reach you.',
              ],
              [
                'Telling customers about our services similar to those they already use.',
                'Legitimate interest (art. 130(4) of the Italian Privacy Code): you can object at any time, also with the link in every message. Others receive marketing only with their consent.',
              ],
              [
                'Answering requests for commercial information.',
                'Pre-contractual steps taken at your request (b).',
              ],
              [
                'Complying with requests from authorities and defending our rights in court.',
                'Legal obligation (c) and legitimate interest (f).',
              ],
            ]
          ),
          p(
            'Quote prices are calculated automatically by the same rules for everyone (distance, vehicle category, services): this is a price calculation, not a decision about a person; we take no decisions based solely on automated processing that produce legal effects on data subjects.'
          ),
          p(
            'Account and company data are needed to use the platform: without them we cannot provide the service. The other data are needed for individual transports and payments.'
          ),
        ],
      },
      {
        id: 'contacts',
        title: '4. If you are a pickup or delivery contact',
        blocks: [
          p(
            'Your data were given to us by the dealer who ordered the transport, so that the carrier can contact you and arrange the pickup or delivery of the vehicle. We only process your name, contact details and the address and opening hours of the place and, if you confirm the pickup or delivery yourself through the link you received, your name, signature, the photos and the device position at the time of confirmation.'
          ),
          p(
            'Before assignment carriers only see the province and town; your contact details become visible only to the carrier the transport is assigned to. The public tracking page shows at most your first name.'
          ),
        ],
      },
      {
        id: 'recipients',
        title: '5. Who receives the data',
        blocks: [
          list(
            'Other users, only as far as the transport requires: the assigned carrier sees addresses and contacts; the dealer sees the carrier’s and the assigned driver’s details; team members see their team’s data according to their role (drivers only the transports assigned to them).',
            `Our processors (art. 28 GDPR), bound by contract: ${
              company.hostingProvider ??
              'the provider of the servers hosting the platform, with data centres in the European Union'
            }; ${company.mailProvider ?? 'the e-mail delivery provider'}; the advisers who keep our accounts.`,
            `The card payment provider, ${company.paymentsProvider}, which processes payment data as an independent controller for anti-money-laundering and fraud-prevention duties.`,
            'The Italian Revenue Agency, through the Exchange System (SDI), for electronic invoices.',
            'In case of damage, the insurers and loss adjusters involved in the claim.',
            'Public and judicial authorities, when the law requires it.'
          ),
          p(
            'We do not sell personal data and do not pass them to third parties for their own marketing.'
          ),
        ],
      },
      {
        id: 'transfers',
        title: '6. Transfers outside the European Union',
        blocks: [
          p(
            'We store data in the European Union. When a provider processes them outside the European Economic Area (for example the payment provider’s group in the United States), the transfer only takes place to countries covered by an adequacy decision of the European Commission (such as the EU-U.S. Data Privacy Framework for participating companies) or under the standard contractual clauses approved by the Commission. You can ask us for a copy of the safeguards.'
          ),
        ],
      },
      {
        id: 'retention',
        title: '7. How long we keep the data',
        blocks: [
          table(
            ['Data', 'Retention'],
            [
              [
                'Account and team data',
                'While the account is active; after closure we delete or anonymise them within 30 days, except as stated below.',
              ],
              [
                'Invoices, orders, payments, wallet movements',
                '10 years from recording, as required for accounting records (art. 2220 of the Italian Civil Code).',
              ],
              [
                'Transports, pickup and delivery evidence, disputes',
                '10 years after the transport ends, because they document invoiced operations and protect the parties’ rights.',
              ],
              [
                'Contacts’ data',
                'For the duration of the transport and then together with the transport records; in the dealer’s directory until the dealer deletes them.',
              ],
              [
                'Positions during the journey',
                '90 days after delivery; only the position recorded in the pickup and delivery evidence remains.',
              ],
              [
                'Chat messages',
                'While the team taking part exists, and at most 5 years after the last message.',
              ],
              ['Security and access logs', '12 months.'],
              ['API tokens', 'Until revoked or expired (one year after creation).'],
              [
                'Commercial contact requests',
                '24 months after the last contact, unless they lead to a contract.',
              ],
            ]
          ),
          p('When a dispute or proceeding is pending, we keep the data it needs until it is over.'),
        ],
      },
      {
        id: 'rights',
        title: '8. Your rights and how to exercise them',
        blocks: [
          list(
            'Access to your data and a copy of them (art. 15).',
            'Rectification of inaccurate or incomplete data (art. 16): name, language and preferences can be changed directly in your profile and settings.',
            'Erasure (art. 17): you can delete your account from your profile; we keep only the data the law obliges us to keep.',
            'Restriction of processing (art. 18).',
            'Portability of the data you gave us, in a structured, machine-readable format (art. 20).',
            'Objection to processing based on legitimate interest and, always and without reasons, to marketing (art. 21).',
            'Withdrawal of consent, where processing is based on consent, without affecting processing already carried out.'
          ),
          p(
            `To exercise them write to ${company.privacyEmail}${company.pec ? ` or to the certified e-mail ${company.pec}` : ''}. We answer within one month; for complex requests the deadline can be extended by two months, and we will tell you so. We may ask you to confirm your identity.`
          ),
          p(
            'You also have the right to lodge a complaint with the Italian data protection authority, the Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Rome – www.garanteprivacy.it), or with the supervisory authority of the country where you live or work.'
          ),
        ],
      },
      {
        id: 'cookies',
        title: '9. Cookies',
        blocks: [
          p(
            'We only use technical cookies, which the platform needs to work. We use no profiling, analytics or third-party cookies: that is why we do not ask for consent (art. 122 of the Italian Privacy Code and the Garante’s cookie guidelines of 10 June 2021).'
          ),
          table(
            ['Name', 'Purpose', 'Duration'],
            cookies.map((cookie) => [
              cookie.name,
              cookiePurpose[cookie.purpose],
              durationLabel(cookie.duration, 'en'),
            ])
          ),
          p(
            'Your browser also keeps, in the memory of the open tab, the state of the pages you visited so that the back and forward buttons work; it is cleared when the tab is closed. When you pay by card you are taken to the payment provider’s pages, which use their own cookies under their own policy.'
          ),
        ],
      },
      {
        id: 'security',
        title: '10. Security',
        blocks: [
          p(
            'Connections are encrypted; passwords and API tokens are stored only as hashes; you can turn on two-factor authentication; every user sees only the data of their own team and role; another team’s data are never visible, not even whether they exist. Pickup and delivery evidence cannot be changed once recorded.'
          ),
        ],
      },
      {
        id: 'changes',
        title: '11. Changes to this policy',
        blocks: [
          p(
            'If we change how we process data we update this page and the date below; for significant changes we notify users by e-mail or in the platform before they take effect.'
          ),
        ],
      },
    ],
  }
}
