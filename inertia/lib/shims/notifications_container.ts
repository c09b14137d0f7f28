/**
 * The notifications' container, loaded after the first render (inertia/app.tsx).
 * vite.config.ts resolves this file's import to the container's own module in
 * @mantine/notifications: through the package's index it would stay in the
 * first load with the store API (`notifications.show`), which the flash
 * messages and the realtime client import at once.
 */
export { Notifications } from '@mantine/notifications'
