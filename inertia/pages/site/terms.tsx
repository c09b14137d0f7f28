import { Head, usePage } from '@inertiajs/react'
import { useLocale, useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { LegalDocumentView } from '~/features/site/legal/legal_document'
import { termsIt } from '~/features/site/legal/terms_it'
import { termsEn } from '~/features/site/legal/terms_en'
import type { Data } from '@generated/data'

type Props = { company: Data.Site.Company }

export default function Terms({ company }: Props) {
  const t = useT()
  const locale = useLocale()
  const { appName } = usePage<SharedProps>().props
  const document = locale === 'en' ? termsEn(company, appName) : termsIt(company, appName)
  return (
    <>
      <Head title={t('site.terms.title')}>
        {/* eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key */}
        <meta name="description" head-key="description" content={t('site.terms.description')} />
      </Head>
      <LegalDocumentView
        title={t('site.terms.title')}
        updatedOn={company.policiesUpdatedOn}
        document={document}
      />
    </>
  )
}
