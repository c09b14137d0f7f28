/**
 * The marketplace's conversion figures for staff (issue 10, Admin buy-now):
 * of the transports published in a period, how many were awarded, how fast
 * (the median time from publication to award) and how (buy-now, an accepted
 * bid — by staff or at the deadline —, a private session, or staff's manual
 * assignment). Pure: the rows come from the query.
 */
export type AwardChannel = 'buy_now' | 'bid' | 'session' | 'staff'
export const AWARD_CHANNELS: AwardChannel[] = ['buy_now', 'bid', 'session', 'staff']

export type AwardRow = {
  /** publication and award instants, in milliseconds */
  publishedAt: number
  awardedAt: number
  /** the `via` of the award's event (null: staff assigned by hand) */
  via: string | null
}

export function channelOf(via: string | null): AwardChannel {
  if (via === 'buy_now') return 'buy_now'
  if (via === 'bid' || via === 'auto_accept') return 'bid'
  if (via === 'session') return 'session'
  return 'staff'
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export type ConversionFigures = {
  published: number
  awarded: number
  /** awarded / published (null with nothing published) */
  rate: number | null
  /** median minutes from publication to award (null: no award) */
  medianMinutesToAward: number | null
  /** awards by channel, with their share of the awards */
  channels: { channel: AwardChannel; count: number; share: number | null }[]
}

export function conversionFigures(published: number, awards: AwardRow[]): ConversionFigures {
  const counts = new Map<AwardChannel, number>(AWARD_CHANNELS.map((channel) => [channel, 0]))
  for (const award of awards) {
    const channel = channelOf(award.via)
    counts.set(channel, counts.get(channel)! + 1)
  }
  const minutes = median(awards.map((award) => (award.awardedAt - award.publishedAt) / 60_000))
  return {
    published,
    awarded: awards.length,
    rate: published > 0 ? awards.length / published : null,
    medianMinutesToAward: minutes === null ? null : Math.round(minutes),
    channels: AWARD_CHANNELS.map((channel) => ({
      channel,
      count: counts.get(channel)!,
      share: awards.length > 0 ? counts.get(channel)! / awards.length : null,
    })),
  }
}
