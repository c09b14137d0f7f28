/*
| Routes of the pricing capability.
*/
export {}
