import { Container } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { PageHeader } from '~/components/page_header'
import { Section } from '~/components/section'
import { StepsBar } from '~/features/onboarding/steps_bar'
import { CompanyForm } from '~/features/onboarding/application_forms'

/** Public: a carrier starts its application with the company step. */
export default function OnboardingCreate({ steps }: { steps: string[] }) {
  const t = useT()
  return (
    <Container size="md" py="xl">
      <Head title={t('onboarding.public.title')} />
      <PageHeader title={t('onboarding.public.title')} description={t('onboarding.public.intro')} />
      <StepsBar steps={steps} active="company" token={null} />
      <Section
        title={t('onboarding.company.title')}
        description={t('onboarding.company.description')}
      >
        <CompanyForm token={null} application={null} />
      </Section>
    </Container>
  )
}
