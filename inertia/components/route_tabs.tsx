import { ScrollArea, Tabs, type MantineSpacing } from '@mantine/core'
import { router } from '@inertiajs/react'
import type { Icon } from '@tabler/icons-react'

/** One tab: its value, label, the URL it opens and an optional icon. */
export type RouteTab<V extends string> = { value: V; label: string; url: string; icon?: Icon }

/**
 * A tab bar whose tabs are pages: choosing a tab visits its URL (each tab
 * can be bookmarked and reloaded). `scrollable` keeps a long bar on one line
 * and lets it scroll sideways on a phone.
 */
export function RouteTabs<V extends string>({
  active,
  label,
  tabs,
  mb = 'lg',
  scrollable = false,
}: {
  active: V
  /** The tab list's accessible name. */
  label: string
  tabs: readonly RouteTab<V>[]
  mb?: MantineSpacing
  scrollable?: boolean
}) {
  const list = (
    <Tabs.List aria-label={label} style={scrollable ? { flexWrap: 'nowrap' } : undefined}>
      {tabs.map((tab) => (
        <Tabs.Tab
          key={tab.value}
          value={tab.value}
          leftSection={tab.icon && <tab.icon size={16} aria-hidden />}
        >
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  )
  return (
    <Tabs
      value={active}
      mb={mb}
      onChange={(value) => {
        const tab = tabs.find((item) => item.value === value)
        if (tab && value !== active) router.get(tab.url)
      }}
    >
      {scrollable ? (
        <ScrollArea type="never" offsetScrollbars={false}>
          {list}
        </ScrollArea>
      ) : (
        list
      )}
    </Tabs>
  )
}
