/*
| Files (request attachments, and the proofs and invoices to come) through
| @adonisjs/drive: the local disk by default (storage/uploads, under the
| project, git-ignored; directories are created on the first write), an
| S3-compatible bucket with DRIVE_DISK=s3 so several instances share the
| same files. Files are private: they are only streamed by controllers that
| authorized the caller, never served by URL. See docs/decisions.md.
*/
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'

const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),

  services: {
    fs: services.fs({
      location: app.makePath('storage', 'uploads'),
      serveFiles: false,
      visibility: 'private',
    }),

    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')?.release() ?? '',
      },
      region: env.get('S3_REGION', 'auto'),
      bucket: env.get('S3_BUCKET', ''),
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: env.get('S3_FORCE_PATH_STYLE', false),
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
