import type { KeyboardEvent } from 'react'
import { DAMAGE_ZONES, type DamageZone } from '@shared/proof_zones'
import { useT } from '~/lib/i18n'

/**
 * The vehicle seen from above (front at the top) as an inline SVG: each zone
 * is a button (Tab to reach it, Enter or Space to choose it) named for
 * screen readers; marked zones are filled red.
 */
export function DamageDiagram({
  marked,
  onChoose,
  readOnly = false,
}: {
  marked: DamageZone[]
  onChoose?: (zone: DamageZone) => void
  readOnly?: boolean
}) {
  const t = useT()
  const keyDown = (zone: DamageZone) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onChoose?.(zone)
    }
  }
  return (
    <svg
      viewBox="0 0 200 394"
      role="group"
      aria-label={t('proofs.driver.diagram')}
      style={{ width: '100%', maxWidth: 220, display: 'block', margin: '0 auto' }}
    >
      <rect x="2" y="4" width="196" height="386" rx="46" fill="#f1f3f5" stroke="#868e96" />
      {DAMAGE_ZONES.map((zone) => {
        const isMarked = marked.includes(zone.id)
        const label = t(`proofs.zones.${zone.id}`)
        return (
          <rect
            key={zone.id}
            x={zone.x}
            y={zone.y}
            width={zone.w}
            height={zone.h}
            rx="8"
            fill={isMarked ? '#fa5252' : '#ffffff'}
            fillOpacity={isMarked ? 0.75 : 1}
            stroke="#495057"
            strokeWidth="1.5"
            data-zone={zone.id}
            {...(readOnly
              ? { 'aria-label': label }
              : {
                  'role': 'button',
                  'tabIndex': 0,
                  'aria-label': label,
                  'aria-pressed': isMarked,
                  'style': { cursor: 'pointer' },
                  'onClick': () => onChoose?.(zone.id),
                  'onKeyDown': keyDown(zone.id),
                })}
          >
            <title>{label}</title>
          </rect>
        )
      })}
    </svg>
  )
}
