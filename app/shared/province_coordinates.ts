/**
 * Approximate coordinates (latitude, longitude; 2 decimals) of the capoluogo
 * of each of the 107 provinces in italian_provinces.ts. Used by the embedded
 * distance estimate (app/pricing/domain/distance.ts). Provinces with more than
 * one capoluogo use the first one named (FC Forlì, PU Pesaro, MS Massa,
 * BT Barletta, SU Carbonia). Pure data: no database, no HTTP.
 */
export type Coordinates = { lat: number; lng: number }

export const PROVINCE_COORDINATES: Readonly<Record<string, Coordinates>> = {
  /* Piemonte */
  TO: { lat: 45.07, lng: 7.69 },
  VC: { lat: 45.32, lng: 8.42 },
  NO: { lat: 45.45, lng: 8.62 },
  CN: { lat: 44.38, lng: 7.54 },
  AT: { lat: 44.9, lng: 8.21 },
  AL: { lat: 44.91, lng: 8.61 },
  BI: { lat: 45.57, lng: 8.05 },
  VB: { lat: 45.92, lng: 8.55 },
  /* Valle d'Aosta */
  AO: { lat: 45.74, lng: 7.32 },
  /* Lombardia */
  VA: { lat: 45.82, lng: 8.83 },
  CO: { lat: 45.81, lng: 9.09 },
  SO: { lat: 46.17, lng: 9.87 },
  MI: { lat: 45.46, lng: 9.19 },
  BG: { lat: 45.7, lng: 9.67 },
  BS: { lat: 45.54, lng: 10.21 },
  PV: { lat: 45.19, lng: 9.16 },
  CR: { lat: 45.13, lng: 10.02 },
  MN: { lat: 45.16, lng: 10.79 },
  LC: { lat: 45.86, lng: 9.4 },
  LO: { lat: 45.31, lng: 9.5 },
  MB: { lat: 45.58, lng: 9.27 },
  /* Trentino-Alto Adige */
  BZ: { lat: 46.5, lng: 11.35 },
  TN: { lat: 46.07, lng: 11.12 },
  /* Veneto */
  VR: { lat: 45.44, lng: 10.99 },
  VI: { lat: 45.55, lng: 11.55 },
  BL: { lat: 46.14, lng: 12.22 },
  TV: { lat: 45.67, lng: 12.24 },
  VE: { lat: 45.44, lng: 12.33 },
  PD: { lat: 45.41, lng: 11.88 },
  RO: { lat: 45.07, lng: 11.79 },
  /* Friuli-Venezia Giulia */
  UD: { lat: 46.06, lng: 13.24 },
  GO: { lat: 45.94, lng: 13.62 },
  TS: { lat: 45.65, lng: 13.78 },
  PN: { lat: 45.96, lng: 12.66 },
  /* Liguria */
  IM: { lat: 43.89, lng: 8.03 },
  SV: { lat: 44.31, lng: 8.48 },
  GE: { lat: 44.41, lng: 8.93 },
  SP: { lat: 44.1, lng: 9.82 },
  /* Emilia-Romagna */
  PC: { lat: 45.05, lng: 9.69 },
  PR: { lat: 44.8, lng: 10.33 },
  RE: { lat: 44.7, lng: 10.63 },
  MO: { lat: 44.65, lng: 10.93 },
  BO: { lat: 44.49, lng: 11.34 },
  FE: { lat: 44.84, lng: 11.62 },
  RA: { lat: 44.42, lng: 12.2 },
  FC: { lat: 44.22, lng: 12.04 },
  RN: { lat: 44.06, lng: 12.57 },
  /* Toscana */
  MS: { lat: 44.04, lng: 10.14 },
  LU: { lat: 43.84, lng: 10.5 },
  PT: { lat: 43.93, lng: 10.92 },
  FI: { lat: 43.77, lng: 11.26 },
  LI: { lat: 43.55, lng: 10.31 },
  PI: { lat: 43.72, lng: 10.4 },
  AR: { lat: 43.46, lng: 11.88 },
  SI: { lat: 43.32, lng: 11.33 },
  GR: { lat: 42.76, lng: 11.11 },
  PO: { lat: 43.88, lng: 11.1 },
  /* Umbria */
  PG: { lat: 43.11, lng: 12.39 },
  TR: { lat: 42.56, lng: 12.64 },
  /* Marche */
  PU: { lat: 43.91, lng: 12.91 },
  AN: { lat: 43.62, lng: 13.52 },
  MC: { lat: 43.3, lng: 13.45 },
  AP: { lat: 42.85, lng: 13.58 },
  FM: { lat: 43.16, lng: 13.72 },
  /* Lazio */
  VT: { lat: 42.42, lng: 12.11 },
  RI: { lat: 42.4, lng: 12.86 },
  RM: { lat: 41.9, lng: 12.5 },
  LT: { lat: 41.47, lng: 12.9 },
  FR: { lat: 41.64, lng: 13.35 },
  /* Abruzzo */
  AQ: { lat: 42.35, lng: 13.4 },
  TE: { lat: 42.66, lng: 13.7 },
  PE: { lat: 42.46, lng: 14.21 },
  CH: { lat: 42.35, lng: 14.17 },
  /* Molise */
  CB: { lat: 41.56, lng: 14.66 },
  IS: { lat: 41.59, lng: 14.23 },
  /* Campania */
  CE: { lat: 41.07, lng: 14.33 },
  BN: { lat: 41.13, lng: 14.78 },
  NA: { lat: 40.85, lng: 14.27 },
  AV: { lat: 40.91, lng: 14.79 },
  SA: { lat: 40.68, lng: 14.77 },
  /* Puglia */
  FG: { lat: 41.46, lng: 15.54 },
  BA: { lat: 41.12, lng: 16.87 },
  TA: { lat: 40.47, lng: 17.24 },
  BR: { lat: 40.63, lng: 17.94 },
  LE: { lat: 40.35, lng: 18.17 },
  BT: { lat: 41.32, lng: 16.28 },
  /* Basilicata */
  PZ: { lat: 40.64, lng: 15.8 },
  MT: { lat: 40.67, lng: 16.6 },
  /* Calabria */
  CS: { lat: 39.3, lng: 16.25 },
  CZ: { lat: 38.91, lng: 16.59 },
  RC: { lat: 38.11, lng: 15.65 },
  KR: { lat: 39.08, lng: 17.13 },
  VV: { lat: 38.68, lng: 16.1 },
  /* Sicilia */
  TP: { lat: 38.02, lng: 12.51 },
  PA: { lat: 38.12, lng: 13.36 },
  ME: { lat: 38.19, lng: 15.55 },
  AG: { lat: 37.31, lng: 13.58 },
  CL: { lat: 37.49, lng: 14.06 },
  EN: { lat: 37.57, lng: 14.28 },
  CT: { lat: 37.5, lng: 15.09 },
  RG: { lat: 36.93, lng: 14.73 },
  SR: { lat: 37.08, lng: 15.29 },
  /* Sardegna */
  SS: { lat: 40.73, lng: 8.56 },
  NU: { lat: 40.32, lng: 9.33 },
  CA: { lat: 39.22, lng: 9.12 },
  OR: { lat: 39.9, lng: 8.59 },
  SU: { lat: 39.17, lng: 8.52 },
}

export function provinceCoordinates(code: string | null | undefined): Coordinates | null {
  if (!code) return null
  return PROVINCE_COORDINATES[code.trim().toUpperCase()] ?? null
}
