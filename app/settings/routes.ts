/*
| Settings routes (general, notifications).
*/
export {}
