/** A valid Settings → Calls form body (Monday to Friday mornings, 4 h notice, 5 working days). */
export function settingsBody(overrides: Record<string, unknown> = {}) {
  const morning = [{ start: '09:00', end: '12:00' }]
  return {
    openingHours: { mon: morning, tue: morning, wed: morning, thu: morning, fri: morning },
    minNoticeHours: 4,
    horizonWorkingDays: 5,
    ...overrides,
  }
}
