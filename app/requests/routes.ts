/*
| Routes of the requests capability.
*/
export {}
