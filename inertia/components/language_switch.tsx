import { SegmentedControl } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useLocale, useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** Switches the interface language (saved on the user, or in a cookie for guests). */
export function LanguageSwitch() {
  const locale = useLocale()
  const t = useT()
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={locale}
      onChange={(value) =>
        router.put(urlFor('site.locale'), { locale: value }, { preserveScroll: true })
      }
      data={[
        { value: 'it', label: 'IT' },
        { value: 'en', label: 'EN' },
      ]}
    />
  )
}
