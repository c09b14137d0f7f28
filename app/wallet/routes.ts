/*
| Routes of the wallet capability.
*/
export {}
