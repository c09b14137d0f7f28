/**
 * Handing an invoice's XML to the Sistema di Interscambio (SDI). The platform
 * does not talk to the SDI itself: an accredited intermediary (or a channel
 * of our own, later) does. `SdiSender` is that boundary; the embedded default
 * drops the file into a folder the intermediary picks up (`SDI_DROP_DIR`,
 * default tmp/sdi-outbox), named as the SDI requires:
 * `IT<P.IVA of the transmitter>_<progressive>.xml`.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

export type SdiSubmission = { fileName: string; xml: Buffer }
export type SdiReceipt = { channel: string; destination: string }

export interface SdiSender {
  /** Hands the file over; doing it twice with the same file must be harmless. */
  send(submission: SdiSubmission): Promise<SdiReceipt>
}

/** Writes the file into a folder (atomically: a temporary name, then renamed). */
export class FileDropSdiSender implements SdiSender {
  constructor(readonly directory: string) {}

  async send({ fileName, xml }: SdiSubmission): Promise<SdiReceipt> {
    if (!/^IT[0-9A-Z]{11,16}_[0-9A-Za-z]{1,5}\.xml$/.test(fileName)) {
      throw new Error(`Not an SDI file name: ${fileName}`)
    }
    await mkdir(this.directory, { recursive: true })
    const target = join(this.directory, fileName)
    const existing = await readFile(target).catch(() => null)
    if (existing && !existing.equals(xml)) {
      throw new Error(`${fileName} is already in the drop folder with other contents`)
    }
    if (!existing) {
      const temporary = `${target}.${process.pid}.partial`
      await writeFile(temporary, xml)
      await rename(temporary, target)
    }
    return { channel: 'file_drop', destination: target }
  }
}

/** Keeps the hand-overs in memory (tests: nothing touches the disk). */
export class RecordingSdiSender implements SdiSender {
  readonly sent: SdiSubmission[] = []

  async send(submission: SdiSubmission): Promise<SdiReceipt> {
    this.sent.push(submission)
    return { channel: 'recorded', destination: submission.fileName }
  }
}

let configured: SdiSender | null = null

/** The sender in use: the file drop into SDI_DROP_DIR unless another was set (tests, a later intermediary). */
export function sdiSender(): SdiSender {
  configured ??= new FileDropSdiSender(
    resolve(app.makePath(env.get('SDI_DROP_DIR') || 'tmp/sdi-outbox'))
  )
  return configured
}

/** Replaces the sender (tests); null goes back to the configured default. Returns the one replaced. */
export function useSdiSender(sender: SdiSender | null): SdiSender | null {
  const previous = configured
  configured = sender
  return previous
}
