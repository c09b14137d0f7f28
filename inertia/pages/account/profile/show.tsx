import { Divider, Stack } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import { ProfileSection } from '~/features/profile/profile_section'
import { ProfileInformationForm } from '~/features/profile/profile_information_form'
import { UpdatePasswordForm } from '~/features/profile/update_password_form'
import { TwoFactorSection } from '~/features/profile/two_factor_section'
import { BrowserSessionsSection } from '~/features/profile/browser_sessions_section'
import { DeleteAccountSection } from '~/features/profile/delete_account_section'
import type { Data } from '@generated/data'

type Props = {
  profile: Data.Identity.User.Variants['forProfile']
  twoFactor: Data.Identity.TwoFactor
  browserSessions?: Data.Identity.BrowserSessions
  deletion: Data.Identity.AccountDeletion
}

/** The signed-in user's profile and account security, one form per section. */
export default function ProfileShow({ profile, twoFactor, browserSessions, deletion }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('profile.title')} />
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      <Stack gap="xl" maw={1100}>
        <ProfileSection
          id="information"
          title={t('profile.information.title')}
          description={t('profile.information.description')}
        >
          <ProfileInformationForm profile={profile} />
        </ProfileSection>
        <Divider />
        <ProfileSection
          id="password"
          title={t('profile.password.title')}
          description={t('profile.password.description')}
        >
          <UpdatePasswordForm />
        </ProfileSection>
        <Divider />
        <ProfileSection
          id="two-factor"
          title={t('profile.two_factor.title')}
          description={t('profile.two_factor.description')}
        >
          <TwoFactorSection twoFactor={twoFactor} />
        </ProfileSection>
        <Divider />
        <ProfileSection
          id="sessions"
          title={t('profile.sessions.title')}
          description={t('profile.sessions.description')}
        >
          <BrowserSessionsSection sessions={browserSessions} />
        </ProfileSection>
        <Divider />
        <ProfileSection
          id="delete"
          title={t('profile.delete.title')}
          description={t('profile.delete.description')}
        >
          <DeleteAccountSection deletion={deletion} />
        </ProfileSection>
      </Stack>
    </>
  )
}
