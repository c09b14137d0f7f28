/*
| Event listeners: realtime broadcasts and e-mails run after the commit.
| Capabilities register their listeners in their own `listeners.ts`.
*/
import '#teams/listeners'
