/*
| VineJS: global settings shared by every validator.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.convertEmptyStringsToNull = true
vine.messagesProvider = new SimpleMessagesProvider({})
