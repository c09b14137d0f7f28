/*
| Routes: each capability owns its routes file; this file only loads them.
*/
import '#core/http/route_params'
import '#site/routes'
import '#identity/routes'
import '#teams/routes'
import '#settings/routes'
import '#dashboards/routes'
import '#realtime/routes'
import '#api/routes'
import '#pricing/routes'
import '#suppliers/routes'
import '#requests/routes'
import '#ordering/routes'
import '#wallet/routes'
import '#transports/routes'
import '#marketplace/routes'
import '#calls/routes'
