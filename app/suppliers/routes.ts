/*
| Routes of the suppliers capability.
*/
export {}
