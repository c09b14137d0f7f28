/*
| Identity event listeners (e-mails on registration, e-mail change, ...).
*/
export {}
