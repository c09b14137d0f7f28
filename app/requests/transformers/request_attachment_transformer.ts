import { BaseTransformer } from '@adonisjs/core/transformers'
import type TransportRequestAttachment from '#requests/models/transport_request_attachment'

/** A document of a request as its pages list it (never where it is stored). */
export default class RequestAttachmentTransformer extends BaseTransformer<TransportRequestAttachment> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fileName', 'mimeType', 'sizeBytes']),
      createdAt: this.resource.createdAt.toISO()!,
    }
  }
}
