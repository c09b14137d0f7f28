/**
 * An announcement on its pages:
 * - `forStaff`   the staff list: both titles, audience, status, schedule, e-mail, how many saw it;
 * - `forEditing` the staff form: the texts and the schedule as form values (Rome), chosen teams.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import {
  statusOf,
  type AnnouncementState,
  type Audience,
} from '#announcements/domain/announcements'
import { TIME_ZONE } from '#shared/time_zone'

export type AnnouncementFields = {
  id: number
  titleIt: string
  titleEn: string
  audience: Audience
  state: AnnouncementState
  publishAt: DateTime | string | null
  endsAt: DateTime | string | null
  sendEmail: boolean
  emailedAt?: DateTime | string | null
  emailedCount?: number
  seen?: number
  dismissed?: number
  bodyIt?: string
  bodyEn?: string
  teamIds?: number[]
}

const toDateTime = (value: DateTime | string | null | undefined) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? DateTime.fromISO(value)
      : value

const iso = (value: DateTime | string | null | undefined) => toDateTime(value)?.toISO() ?? null

const romeDay = (value: DateTime | string | null | undefined) =>
  toDateTime(value)?.setZone(TIME_ZONE).toISODate() ?? ''

const romeTime = (value: DateTime | string | null | undefined) =>
  toDateTime(value)?.setZone(TIME_ZONE).toFormat('HH:mm') ?? ''

export default class AnnouncementTransformer extends BaseTransformer<AnnouncementFields> {
  forStaff() {
    const row = this.resource
    return {
      id: row.id,
      titleIt: row.titleIt,
      titleEn: row.titleEn,
      audience: row.audience,
      status: statusOf({
        state: row.state,
        publishAt: toDateTime(row.publishAt),
        endsAt: toDateTime(row.endsAt),
      }),
      publishAt: iso(row.publishAt),
      endsAt: iso(row.endsAt),
      sendEmail: !!row.sendEmail,
      emailedAt: iso(row.emailedAt),
      emailedCount: row.emailedCount ?? 0,
      seen: row.seen ?? 0,
      dismissed: row.dismissed ?? 0,
    }
  }

  forEditing() {
    const row = this.resource
    return {
      ...this.forStaff(),
      bodyIt: row.bodyIt ?? '',
      bodyEn: row.bodyEn ?? '',
      state: row.state,
      teamIds: row.teamIds ?? [],
      publishOn: romeDay(row.publishAt),
      publishTime: romeTime(row.publishAt),
      endOn: romeDay(row.endsAt),
      endTime: romeTime(row.endsAt),
    }
  }
}
