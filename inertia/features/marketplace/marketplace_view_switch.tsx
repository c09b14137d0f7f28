import { Center, SegmentedControl } from '@mantine/core'
import { IconList, IconMap } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'

export type MarketplaceView = 'list' | 'map'

/**
 * List or map of the same transports (kept in the URL as `view=map`). The
 * map's code starts loading as soon as the pointer or the keyboard reaches
 * the switch (`prefetch`), so opening it rarely waits.
 */
export function MarketplaceViewSwitch({
  view,
  onChange,
  prefetch,
}: {
  view: MarketplaceView
  onChange: (view: MarketplaceView) => void
  prefetch: () => void
}) {
  const t = useT()
  const item = (value: MarketplaceView, Icon: typeof IconList) => ({
    value,
    label: (
      <Center style={{ gap: 6 }}>
        <Icon size={16} aria-hidden />
        <span>{t(`marketplace.view.${value}`)}</span>
      </Center>
    ),
  })
  return (
    <SegmentedControl
      aria-label={t('marketplace.view.label')}
      value={view}
      onChange={(value) => onChange(value === 'map' ? 'map' : 'list')}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      data={[item('list', IconList), item('map', IconMap)]}
    />
  )
}
