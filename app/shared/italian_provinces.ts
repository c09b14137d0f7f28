/**
 * The 20 Italian regions and 107 provinces (two-letter codes as used on
 * addresses and number plates, ISTAT list in force since 2017, with
 * Sud Sardegna). Pure data: no database, no HTTP; shared by server and pages.
 */
export const ITALIAN_REGIONS = [
  { code: 'piemonte', name: 'Piemonte' },
  { code: 'valle_d_aosta', name: "Valle d'Aosta" },
  { code: 'lombardia', name: 'Lombardia' },
  { code: 'trentino_alto_adige', name: 'Trentino-Alto Adige' },
  { code: 'veneto', name: 'Veneto' },
  { code: 'friuli_venezia_giulia', name: 'Friuli-Venezia Giulia' },
  { code: 'liguria', name: 'Liguria' },
  { code: 'emilia_romagna', name: 'Emilia-Romagna' },
  { code: 'toscana', name: 'Toscana' },
  { code: 'umbria', name: 'Umbria' },
  { code: 'marche', name: 'Marche' },
  { code: 'lazio', name: 'Lazio' },
  { code: 'abruzzo', name: 'Abruzzo' },
  { code: 'molise', name: 'Molise' },
  { code: 'campania', name: 'Campania' },
  { code: 'puglia', name: 'Puglia' },
  { code: 'basilicata', name: 'Basilicata' },
  { code: 'calabria', name: 'Calabria' },
  { code: 'sicilia', name: 'Sicilia' },
  { code: 'sardegna', name: 'Sardegna' },
] as const

export type ItalianRegionCode = (typeof ITALIAN_REGIONS)[number]['code']

export type ItalianProvince = { code: string; name: string; region: ItalianRegionCode }

export const ITALIAN_PROVINCES: readonly ItalianProvince[] = [
  /* Piemonte */
  { code: 'TO', name: 'Torino', region: 'piemonte' },
  { code: 'VC', name: 'Vercelli', region: 'piemonte' },
  { code: 'NO', name: 'Novara', region: 'piemonte' },
  { code: 'CN', name: 'Cuneo', region: 'piemonte' },
  { code: 'AT', name: 'Asti', region: 'piemonte' },
  { code: 'AL', name: 'Alessandria', region: 'piemonte' },
  { code: 'BI', name: 'Biella', region: 'piemonte' },
  { code: 'VB', name: 'Verbano-Cusio-Ossola', region: 'piemonte' },
  /* Valle d'Aosta */
  { code: 'AO', name: 'Aosta', region: 'valle_d_aosta' },
  /* Lombardia */
  { code: 'VA', name: 'Varese', region: 'lombardia' },
  { code: 'CO', name: 'Como', region: 'lombardia' },
  { code: 'SO', name: 'Sondrio', region: 'lombardia' },
  { code: 'MI', name: 'Milano', region: 'lombardia' },
  { code: 'BG', name: 'Bergamo', region: 'lombardia' },
  { code: 'BS', name: 'Brescia', region: 'lombardia' },
  { code: 'PV', name: 'Pavia', region: 'lombardia' },
  { code: 'CR', name: 'Cremona', region: 'lombardia' },
  { code: 'MN', name: 'Mantova', region: 'lombardia' },
  { code: 'LC', name: 'Lecco', region: 'lombardia' },
  { code: 'LO', name: 'Lodi', region: 'lombardia' },
  { code: 'MB', name: 'Monza e della Brianza', region: 'lombardia' },
  /* Trentino-Alto Adige */
  { code: 'BZ', name: 'Bolzano', region: 'trentino_alto_adige' },
  { code: 'TN', name: 'Trento', region: 'trentino_alto_adige' },
  /* Veneto */
  { code: 'VR', name: 'Verona', region: 'veneto' },
  { code: 'VI', name: 'Vicenza', region: 'veneto' },
  { code: 'BL', name: 'Belluno', region: 'veneto' },
  { code: 'TV', name: 'Treviso', region: 'veneto' },
  { code: 'VE', name: 'Venezia', region: 'veneto' },
  { code: 'PD', name: 'Padova', region: 'veneto' },
  { code: 'RO', name: 'Rovigo', region: 'veneto' },
  /* Friuli-Venezia Giulia */
  { code: 'UD', name: 'Udine', region: 'friuli_venezia_giulia' },
  { code: 'GO', name: 'Gorizia', region: 'friuli_venezia_giulia' },
  { code: 'TS', name: 'Trieste', region: 'friuli_venezia_giulia' },
  { code: 'PN', name: 'Pordenone', region: 'friuli_venezia_giulia' },
  /* Liguria */
  { code: 'IM', name: 'Imperia', region: 'liguria' },
  { code: 'SV', name: 'Savona', region: 'liguria' },
  { code: 'GE', name: 'Genova', region: 'liguria' },
  { code: 'SP', name: 'La Spezia', region: 'liguria' },
  /* Emilia-Romagna */
  { code: 'PC', name: 'Piacenza', region: 'emilia_romagna' },
  { code: 'PR', name: 'Parma', region: 'emilia_romagna' },
  { code: 'RE', name: 'Reggio Emilia', region: 'emilia_romagna' },
  { code: 'MO', name: 'Modena', region: 'emilia_romagna' },
  { code: 'BO', name: 'Bologna', region: 'emilia_romagna' },
  { code: 'FE', name: 'Ferrara', region: 'emilia_romagna' },
  { code: 'RA', name: 'Ravenna', region: 'emilia_romagna' },
  { code: 'FC', name: 'Forlì-Cesena', region: 'emilia_romagna' },
  { code: 'RN', name: 'Rimini', region: 'emilia_romagna' },
  /* Toscana */
  { code: 'MS', name: 'Massa-Carrara', region: 'toscana' },
  { code: 'LU', name: 'Lucca', region: 'toscana' },
  { code: 'PT', name: 'Pistoia', region: 'toscana' },
  { code: 'FI', name: 'Firenze', region: 'toscana' },
  { code: 'LI', name: 'Livorno', region: 'toscana' },
  { code: 'PI', name: 'Pisa', region: 'toscana' },
  { code: 'AR', name: 'Arezzo', region: 'toscana' },
  { code: 'SI', name: 'Siena', region: 'toscana' },
  { code: 'GR', name: 'Grosseto', region: 'toscana' },
  { code: 'PO', name: 'Prato', region: 'toscana' },
  /* Umbria */
  { code: 'PG', name: 'Perugia', region: 'umbria' },
  { code: 'TR', name: 'Terni', region: 'umbria' },
  /* Marche */
  { code: 'PU', name: 'Pesaro e Urbino', region: 'marche' },
  { code: 'AN', name: 'Ancona', region: 'marche' },
  { code: 'MC', name: 'Macerata', region: 'marche' },
  { code: 'AP', name: 'Ascoli Piceno', region: 'marche' },
  { code: 'FM', name: 'Fermo', region: 'marche' },
  /* Lazio */
  { code: 'VT', name: 'Viterbo', region: 'lazio' },
  { code: 'RI', name: 'Rieti', region: 'lazio' },
  { code: 'RM', name: 'Roma', region: 'lazio' },
  { code: 'LT', name: 'Latina', region: 'lazio' },
  { code: 'FR', name: 'Frosinone', region: 'lazio' },
  /* Abruzzo */
  { code: 'AQ', name: "L'Aquila", region: 'abruzzo' },
  { code: 'TE', name: 'Teramo', region: 'abruzzo' },
  { code: 'PE', name: 'Pescara', region: 'abruzzo' },
  { code: 'CH', name: 'Chieti', region: 'abruzzo' },
  /* Molise */
  { code: 'CB', name: 'Campobasso', region: 'molise' },
  { code: 'IS', name: 'Isernia', region: 'molise' },
  /* Campania */
  { code: 'CE', name: 'Caserta', region: 'campania' },
  { code: 'BN', name: 'Benevento', region: 'campania' },
  { code: 'NA', name: 'Napoli', region: 'campania' },
  { code: 'AV', name: 'Avellino', region: 'campania' },
  { code: 'SA', name: 'Salerno', region: 'campania' },
  /* Puglia */
  { code: 'FG', name: 'Foggia', region: 'puglia' },
  { code: 'BA', name: 'Bari', region: 'puglia' },
  { code: 'TA', name: 'Taranto', region: 'puglia' },
  { code: 'BR', name: 'Brindisi', region: 'puglia' },
  { code: 'LE', name: 'Lecce', region: 'puglia' },
  { code: 'BT', name: 'Barletta-Andria-Trani', region: 'puglia' },
  /* Basilicata */
  { code: 'PZ', name: 'Potenza', region: 'basilicata' },
  { code: 'MT', name: 'Matera', region: 'basilicata' },
  /* Calabria */
  { code: 'CS', name: 'Cosenza', region: 'calabria' },
  { code: 'CZ', name: 'Catanzaro', region: 'calabria' },
  { code: 'RC', name: 'Reggio Calabria', region: 'calabria' },
  { code: 'KR', name: 'Crotone', region: 'calabria' },
  { code: 'VV', name: 'Vibo Valentia', region: 'calabria' },
  /* Sicilia */
  { code: 'TP', name: 'Trapani', region: 'sicilia' },
  { code: 'PA', name: 'Palermo', region: 'sicilia' },
  { code: 'ME', name: 'Messina', region: 'sicilia' },
  { code: 'AG', name: 'Agrigento', region: 'sicilia' },
  { code: 'CL', name: 'Caltanissetta', region: 'sicilia' },
  { code: 'EN', name: 'Enna', region: 'sicilia' },
  { code: 'CT', name: 'Catania', region: 'sicilia' },
  { code: 'RG', name: 'Ragusa', region: 'sicilia' },
  { code: 'SR', name: 'Siracusa', region: 'sicilia' },
  /* Sardegna */
  { code: 'SS', name: 'Sassari', region: 'sardegna' },
  { code: 'NU', name: 'Nuoro', region: 'sardegna' },
  { code: 'CA', name: 'Cagliari', region: 'sardegna' },
  { code: 'OR', name: 'Oristano', region: 'sardegna' },
  { code: 'SU', name: 'Sud Sardegna', region: 'sardegna' },
]

export const PROVINCE_CODES: readonly string[] = ITALIAN_PROVINCES.map((province) => province.code)
export const REGION_CODES: readonly ItalianRegionCode[] = ITALIAN_REGIONS.map(
  (region) => region.code
)

const byCode = new Map(ITALIAN_PROVINCES.map((province) => [province.code, province]))

/** True for a valid two-letter province code (case-insensitive). */
export function isProvinceCode(value: unknown): value is string {
  return typeof value === 'string' && byCode.has(value.trim().toUpperCase())
}

export function isRegionCode(value: unknown): value is ItalianRegionCode {
  return typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value)
}

export function provinceByCode(code: string | null | undefined): ItalianProvince | null {
  if (!code) return null
  return byCode.get(code.trim().toUpperCase()) ?? null
}

export function provincesOfRegion(region: ItalianRegionCode): ItalianProvince[] {
  return ITALIAN_PROVINCES.filter((province) => province.region === region)
}

export function regionName(code: string): string {
  return ITALIAN_REGIONS.find((region) => region.code === code)?.name ?? code
}
