let sequence = 0

/** A suffix no other factory-made record of this process has (names, e-mail addresses). */
export function uniqueSuffix() {
  sequence += 1
  return `${Date.now().toString(36)}${sequence}`
}

let vatSequence = 0
/**
 * A valid Partita IVA per call (each team its own): 7 digits, office 001 and
 * the check digit, so factory-made teams can be invoiced like real ones.
 */
export function nextVatNumber() {
  vatSequence += 1
  const first = `${String(1_000_000 + ((Date.now() + vatSequence) % 9_000_000)).slice(-7)}001`
  let sum = 0
  for (let index = 0; index < 10; index++) {
    const digit = Number(first[index])
    if (index % 2 === 0) sum += digit
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return `${first}${(10 - (sum % 10)) % 10}`
}
