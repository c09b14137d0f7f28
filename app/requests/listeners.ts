/*
| Transport request listeners.
*/
export {}
