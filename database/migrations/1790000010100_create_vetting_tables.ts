import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Vetting (issue 10, "who may take work"):
 *
 * - `onboarding_applications`: a carrier's application (domanda di
 *   iscrizione), written by a guest over several steps, resumable by a
 *   private link whose token is only stored hashed (`token_hash`). States:
 *   draft → submitted → approved | rejected. The locale is the applicant's
 *   language (the e-mails). Staff's list filters by state, newest first.
 * - `onboarding_documents`: the files of an application (the insurance
 *   policy, other documents), on the Drive disk under a server-chosen key.
 * - `team_documents`: a transporter team's documents (insurance policies
 *   with insurer, number, cover and expiry; other documents), each pending
 *   until staff accept or reject it.
 * - `insurance_reminders`: the reminders sent before a policy expires, one
 *   row per policy and threshold (30, 7, 1 days): the unique key makes the
 *   job idempotent.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('onboarding_applications', (table) => {
      table.increments('id')
      table.string('token_hash', 64).notNullable().unique()
      table.string('state', 20).notNullable().defaultTo('draft')
      table.string('locale', 5).notNullable().defaultTo('it')
      table.string('legal_name', 200).notNullable()
      table.string('vat_number', 16).notNullable()
      table.string('fiscal_code', 20).notNullable()
      table.string('sdi_code', 7).nullable()
      table.string('pec', 254).nullable()
      table.string('street', 200).notNullable()
      table.string('cap', 5).notNullable()
      table.string('city', 100).notNullable()
      table.string('province', 2).notNullable()
      table.string('contact_name', 120).notNullable()
      table.string('contact_email', 254).notNullable()
      table.string('contact_phone', 30).notNullable()
      table.string('ren_number', 30).notNullable()
      table.string('insurer', 120).nullable()
      table.string('policy_number', 60).nullable()
      table.bigInteger('cover_cents').nullable()
      table.date('insurance_expires_on').nullable()
      /* [{ capacity, covered, count }] */
      table.text('fleet').nullable()
      /* { categories, regions, provinces, equipment, capacity } (app/teams/domain/team_services) */
      table.text('services').nullable()
      table.timestamp('submitted_at').nullable()
      table.timestamp('reviewed_at').nullable()
      table
        .integer('reviewed_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.string('rejection_reason', 1000).nullable()
      table.integer('team_id').unsigned().nullable().references('teams.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /* Staff's list: by state (or all), newest first. */
      table.index(['state', 'created_at', 'id'])
      table.index(['created_at', 'id'])
    })

    this.schema.createTable('onboarding_documents', (table) => {
      table.increments('id')
      table
        .integer('application_id')
        .unsigned()
        .notNullable()
        .references('onboarding_applications.id')
        .onDelete('CASCADE')
      /* policy | other */
      table.string('kind', 20).notNullable()
      table.string('file_name', 200).notNullable()
      table.string('storage_key', 200).notNullable()
      table.string('mime_type', 60).notNullable()
      table.integer('size_bytes').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['application_id', 'kind'])
    })

    this.schema.createTable('team_documents', (table) => {
      table.increments('id')
      table.integer('team_id').unsigned().notNullable().references('teams.id').onDelete('CASCADE')
      /* insurance | other */
      table.string('kind', 20).notNullable()
      table.string('file_name', 200).notNullable()
      table.string('storage_key', 200).notNullable()
      table.string('mime_type', 60).notNullable()
      table.integer('size_bytes').notNullable()
      table.string('insurer', 120).nullable()
      table.string('policy_number', 60).nullable()
      table.bigInteger('cover_cents').nullable()
      table.date('expires_on').nullable()
      /* pending | accepted | rejected */
      table.string('state', 20).notNullable().defaultTo('pending')
      table.string('rejection_reason', 1000).nullable()
      table
        .integer('uploaded_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table
        .integer('reviewed_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      /* The team's documents; the job's accepted policies by expiry; staff's pending list. */
      table.index(['team_id', 'kind', 'state'])
      table.index(['kind', 'state', 'expires_on'])
      table.index(['state', 'created_at', 'id'])
    })

    this.schema.createTable('insurance_reminders', (table) => {
      table.increments('id')
      table
        .integer('team_document_id')
        .unsigned()
        .notNullable()
        .references('team_documents.id')
        .onDelete('CASCADE')
      /* 30 | 7 | 1 days before the expiry */
      table.integer('threshold_days').notNullable()
      table.timestamp('sent_at').notNullable()
      table.unique(['team_document_id', 'threshold_days'])
    })
  }

  async down() {
    this.schema.dropTable('insurance_reminders')
    this.schema.dropTable('team_documents')
    this.schema.dropTable('onboarding_documents')
    this.schema.dropTable('onboarding_applications')
  }
}
