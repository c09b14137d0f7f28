/*
| Routes of the ordering capability.
*/
export {}
