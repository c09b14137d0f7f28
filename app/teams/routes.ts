/*
| Team routes (create, switch, show tabs, members, invitations, addresses,
| closing days, notifications, services, delete).
*/
export {}
