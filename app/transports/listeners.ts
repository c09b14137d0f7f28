/*
| Transport listeners (realtime broadcasts after each transition).
*/
export {}
