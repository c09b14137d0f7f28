/*
| The ledger's part of a transport's transitions: completion and cancellation
| move money in the transition's own transaction (app/ledger/actions/settle_transport.ts).
*/
import { onTransition } from '#transports/transition_effects'
import { settleTransition } from '#ledger/actions/settle_transport'

onTransition(settleTransition)
