/*
| Event listeners: realtime broadcasts and e-mails run after the commit.
| Each capability registers its listeners in its own `listeners.ts`.
*/
import '#identity/listeners'
import '#teams/listeners'
import '#realtime/listeners'
import '#transports/listeners'
import '#requests/listeners'
import '#marketplace/listeners'
import '#ledger/listeners'
import '#ordering/listeners'
import '#calls/listeners'
import '#onboarding/listeners'
import '#leads/listeners'
import '#payouts/listeners'
import '#audit/listeners'
import '#monitoring/listeners'
import '#users_admin/listeners'
import '#mailer/listeners'
import '#notifications/listeners'
