/*
| Realtime listeners that are not owned by one capability.
*/
export {}
