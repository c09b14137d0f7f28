import transmit from '@adonisjs/transmit/services/main'

/* SSE endpoints (/__transmit/events, subscribe, unsubscribe). */
transmit.registerRoutes()
