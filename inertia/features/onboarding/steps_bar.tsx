import { Stepper } from '@mantine/core'
import { router } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'

/** The application's steps; with a link (`token`) each one opens its step. */
export function StepsBar({
  steps,
  active,
  token,
}: {
  steps: string[]
  active: string
  token: string | null
}) {
  const t = useT()
  return (
    <Stepper
      active={steps.indexOf(active)}
      size="sm"
      allowNextStepsSelect={!!token}
      onStepClick={(index) =>
        token && router.visit(urlFor('onboarding.edit', { token }, { qs: { step: steps[index] } }))
      }
      styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
      mb="lg"
    >
      {steps.map((step) => (
        <Stepper.Step key={step} label={t(`onboarding.steps.${step}`)} />
      ))}
    </Stepper>
  )
}
