/*
| Routes of the transports capability.
*/
export {}
