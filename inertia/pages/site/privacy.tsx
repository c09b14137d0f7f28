import { Head, usePage } from '@inertiajs/react'
import { useLocale, useT } from '~/lib/i18n'
import type { SharedProps } from '~/lib/types'
import { LegalDocumentView } from '~/features/site/legal/legal_document'
import { privacyIt } from '~/features/site/legal/privacy_it'
import { privacyEn } from '~/features/site/legal/privacy_en'
import type { Data } from '@generated/data'

type Props = { company: Data.Site.Company; cookies: Data.Site.Cookie[] }

export default function Privacy({ company, cookies }: Props) {
  const t = useT()
  const locale = useLocale()
  const { appName } = usePage<SharedProps>().props
  const document =
    locale === 'en' ? privacyEn(company, cookies, appName) : privacyIt(company, cookies, appName)
  return (
    <>
      <Head title={t('site.privacy.title')}>
        {/* eslint-disable-next-line react/no-unknown-property -- Inertia's <Head> dedupes tags by head-key */}
        <meta name="description" head-key="description" content={t('site.privacy.description')} />
      </Head>
      <LegalDocumentView
        title={t('site.privacy.title')}
        updatedOn={company.policiesUpdatedOn}
        document={document}
      />
    </>
  )
}
