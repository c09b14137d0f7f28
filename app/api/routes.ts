/*
| JSON API for dealers' own systems (/api/v1), bearer tokens with abilities.
*/
export {}
