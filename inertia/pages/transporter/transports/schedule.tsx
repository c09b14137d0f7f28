import { ScheduleForm, type SchedulePageProps } from '~/features/drivers/schedule_form'

/** Transporter → a transport → Schedule the pickup (or move it). */
export default function TransporterTransportSchedule(props: SchedulePageProps) {
  return <ScheduleForm {...props} />
}
