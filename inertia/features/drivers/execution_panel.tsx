import { useState, type ReactNode } from 'react'
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { modals } from '@mantine/modals'
import { IconCalendarEvent, IconRoute, IconUserMinus } from '@tabler/icons-react'
import type { Data } from '@generated/data'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { confirmDanger } from '~/components/confirm'
import { pickupWhen } from '~/features/drivers/pickup_when'

/** What the carrier's member may do on this transport (TransportPolicy), with the team's drivers. */
export type Execution = {
  assignDriver: boolean
  schedule: boolean
  operate: boolean
  drivers: { value: string; label: string }[]
}

type CarrierTransport =
  | Data.Transports.Transport.Variants['forTransporter']
  | Data.Transports.Transport.Variants['forDriver']

/** States in which the driver may still change (app/transports/domain/drivers.ts). */
const DRIVER_STATES = ['assigned', 'pickup_scheduled', 'picked_up', 'in_transit']

/**
 * The carrier's actions on a transport, by state: the driver (owners and
 * admins), schedule or move the pickup (assigned, pickup_scheduled), start the
 * journey (picked_up). `children` is where the proof pages' links go (pickup,
 * delivery, dry run: other parts of issue 11).
 */
export function ExecutionPanel({
  transport,
  execution,
  children,
}: {
  transport: CarrierTransport
  execution: Execution
  children?: ReactNode
}) {
  const t = useT()
  const canSchedule =
    execution.schedule && (transport.state === 'assigned' || transport.state === 'pickup_scheduled')
  const canStart = execution.operate && transport.state === 'picked_up'
  const driverChangeable = execution.assignDriver && DRIVER_STATES.includes(transport.state)
  return (
    <Paper withBorder p="md" radius="md" data-testid="execution-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('drivers.panel.title')}
        </Title>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('drivers.panel.scheduled_at')}
          </Text>
          <Text size="sm">
            {transport.state === 'assigned'
              ? t('drivers.panel.not_scheduled')
              : pickupWhen(transport.pickupOn, transport.pickupSlotFrom, transport.pickupSlotTo)}
          </Text>
        </Stack>
        {driverChangeable ? (
          <DriverChoice transport={transport} drivers={execution.drivers} />
        ) : (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('drivers.driver')}
            </Text>
            <Text size="sm">{transport.driver?.name ?? t('drivers.panel.no_driver')}</Text>
          </Stack>
        )}
        {canSchedule && (
          <Button
            component={Link}
            route="transporter.transports.schedule"
            routeParams={{ id: transport.id }}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            variant={transport.state === 'assigned' ? 'filled' : 'light'}
          >
            {transport.state === 'assigned'
              ? t('drivers.panel.schedule')
              : t('drivers.panel.reschedule')}
          </Button>
        )}
        {canStart && <StartTransit transport={transport} />}
        {children}
        {!canSchedule && !canStart && !children && !driverChangeable && (
          <Text size="sm" c="dimmed">
            {t('drivers.panel.nothing')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** Choose, change or remove the driver (the page's driver is sent along: two owners at once, one wins). */
function DriverChoice({
  transport,
  drivers,
}: {
  transport: CarrierTransport
  drivers: Execution['drivers']
}) {
  const t = useT()
  const current = transport.driver
  const [chosen, setChosen] = useState<string | null>(current ? String(current.id) : null)
  const post = (driverUserId: number | null) =>
    router.post(
      urlFor('transporter.transports.driver', { id: transport.id }),
      { driverUserId, expectedDriverUserId: current?.id ?? null },
      { preserveScroll: true }
    )
  if (drivers.length === 0 && !current) {
    return (
      <Text size="sm" c="dimmed">
        {t('drivers.panel.no_drivers')}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Select
        label={t('drivers.panel.driver_label')}
        placeholder={t('drivers.panel.driver_placeholder')}
        data={drivers}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage={t('drivers.panel.no_drivers')}
      />
      <Group gap="xs">
        <Button
          onClick={() => chosen && post(Number(chosen))}
          disabled={!chosen || chosen === (current ? String(current.id) : null)}
        >
          {t('drivers.panel.assign')}
        </Button>
        {current && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() =>
              confirmDanger(t, {
                title: t('drivers.panel.unassign_confirm_title'),
                body: t('drivers.panel.unassign_confirm', { name: current.name }),
                confirm: t('drivers.panel.unassign'),
                onConfirm: () => post(null),
              })
            }
          >
            {t('drivers.panel.unassign')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

/** picked_up → in_transit, after a confirmation (the dealer sees it at once). */
function StartTransit({ transport }: { transport: CarrierTransport }) {
  const t = useT()
  const start = () =>
    modals.openConfirmModal({
      title: t('drivers.panel.start_transit_confirm_title'),
      children: <Text size="sm">{t('drivers.panel.start_transit_confirm')}</Text>,
      labels: { confirm: t('drivers.panel.start_transit'), cancel: t('common.cancel') },
      onConfirm: () =>
        router.post(
          urlFor('transporter.transports.start_transit', { id: transport.id }),
          { stateVersion: transport.stateVersion },
          { preserveScroll: true }
        ),
    })
  return (
    <Button onClick={start} leftSection={<IconRoute size={16} aria-hidden />}>
      {t('drivers.panel.start_transit')}
    </Button>
  )
}
