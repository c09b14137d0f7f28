/** The demo logins printed by `npm start` (password for all: "password"). */
export const DEMO_PASSWORD = 'password'

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'staff (admin area)' },
  { email: 'dealer@example.com', role: 'dealer team owner' },
  { email: 'transporter@example.com', role: 'verified transporter team owner' },
  { email: 'driver@example.com', role: 'driver of that team (only their transports)' },
  { email: 'dealer2@example.com', role: 'second dealer team (isolation)' },
  { email: 'transporter2@example.com', role: 'second transporter team (isolation)' },
  { email: 'transporter3@example.com', role: 'transporter team suspended from the marketplace' },
] as const
