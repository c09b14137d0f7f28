/*
| The delivery log (Admin → Settings → Mailer): every message a mailer sent
| (`mail:sent`, emitted by @adonisjs/mail after the transport answered).
| Failures are written by the queued send job (app/core/mail/jobs) and by the
| test e-mail. The fake mailer of the tests is not logged.
*/
import emitter from '@adonisjs/core/services/emitter'
import { deliveryContext } from '#core/mail/delivery_context'
import { recordDelivery } from '#mailer/actions/record_delivery'

emitter.on('mail:sent', async (event) => {
  if (event.mailerName === 'fake') return
  const job = deliveryContext.getStore()
  const original = event.response.original as { via?: string } | undefined
  await recordDelivery({
    jobId: job?.jobId || null,
    attempt: job?.attempt ?? 1,
    mailer: original?.via === 'smtp_settings' ? 'smtp (settings)' : event.mailerName,
    to: event.message.to as never,
    subject: event.message.subject,
    status: 'sent',
    error: null,
  })
})
