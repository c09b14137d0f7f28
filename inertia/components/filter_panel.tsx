import { Box, Button } from '@mantine/core'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useT } from '~/lib/i18n'

/**
 * A filter bar that stays open on wide screens and folds behind a
 * "Filtri (n)" button on phones, so the list starts on the first screen.
 * `active` is the number of filters in use.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <Box>
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        mb={open ? 'sm' : 0}
      >
        {active > 0 ? t('common.filters_active', { count: active }) : t('common.filters')}
      </Button>
      <Box className="filter-panel" data-open={open || undefined}>
        {children}
      </Box>
    </Box>
  )
}
