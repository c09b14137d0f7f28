import { Box, Stepper, Text } from '@mantine/core'
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
  const index = steps.indexOf(active)
  const open = (step: number) =>
    token && router.visit(urlFor('onboarding.edit', { token }, { qs: { step: steps[step] } }))
  return (
    <Box mb="lg">
      {/* Wide screens: every step named. */}
      <Stepper
        visibleFrom="sm"
        active={index}
        size="sm"
        allowNextStepsSelect={!!token}
        onStepClick={open}
        styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
      >
        {steps.map((step) => (
          <Stepper.Step key={step} label={t(`onboarding.steps.${step}`)} />
        ))}
      </Stepper>
      {/* Phones: numbered circles on one line, the current step named below. */}
      <Box hiddenFrom="sm">
        <Stepper active={index} size="xs" allowNextStepsSelect={!!token} onStepClick={open}>
          {steps.map((step) => (
            <Stepper.Step key={step} aria-label={t(`onboarding.steps.${step}`)} />
          ))}
        </Stepper>
        <Text size="sm" fw={600} mt="xs">
          {t('onboarding.step_of', {
            number: index + 1,
            total: steps.length,
            name: t(`onboarding.steps.${active}`),
          })}
        </Text>
      </Box>
    </Box>
  )
}
