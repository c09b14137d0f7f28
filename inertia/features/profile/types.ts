/** Props of the profile page (app/identity/controllers/profile_controller.ts). */
export type ProfileInfo = { fullName: string; email: string; emailVerified: boolean }

export type TwoFactorState = {
  status: 'disabled' | 'pending' | 'enabled'
  setup: { qrCode: string; secret: string } | null
  recoveryCodes: string[] | null
}

export type BrowserSession = {
  key: string
  isCurrentDevice: boolean
  browser: string | null
  platform: string | null
  mobile: boolean
  ip: string | null
  lastActivity: string | null
}

export type BrowserSessions = { supported: boolean; list: BrowserSession[] }

export type Deletion = { blockingTeams: { id: number; name: string }[] }

/** Every profile form keeps the scroll position and, on errors, its state (open dialogs). */
export const FORM_OPTIONS = { preserveScroll: true, preserveState: 'errors' } as const
