/*
| Team event listeners (realtime broadcasts, invitation e-mails).
*/
export {}
