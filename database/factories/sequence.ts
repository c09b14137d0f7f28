let sequence = 0

/** A suffix no other factory-made record of this process has (names, e-mail addresses). */
export function uniqueSuffix() {
  sequence += 1
  return `${Date.now().toString(36)}${sequence}`
}
