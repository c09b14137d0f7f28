/**
 * XSD validation of the XML files the platform produces, against the
 * official schemas kept in resources/xsd (their sources in docs/decisions.md),
 * with xmllint compiled to WebAssembly (xmllint-wasm): nothing is fetched.
 *
 * The FatturaPA schema imports the W3C xmldsig schema by its web address;
 * the copy beside it is given to xmllint under a local name and the import
 * is pointed at it in memory (the file in the repository stays as published).
 */
import { readFile } from 'node:fs/promises'
import { validateXML } from 'xmllint-wasm'

const ROOT = new URL('../../resources/xsd/', import.meta.url)

let fatturaPa: Promise<{ schema: string; dsig: string }> | null = null
let pain001: Promise<string> | null = null

function loadFatturaPa() {
  fatturaPa ??= (async () => {
    const schema = (
      await readFile(new URL('fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.xsd', ROOT), 'utf8')
    )
      .replace(/^\uFEFF/, '')
      .replace(
        /schemaLocation="http:\/\/www\.w3\.org\/TR\/2002\/REC-xmldsig-core-20020212\/xmldsig-core-schema\.xsd"/,
        'schemaLocation="xmldsig-core-schema.xsd"'
      )
    /* The DOCTYPE of the W3C file names a DTD on the web: xmllint does not need it. */
    const dsig = (
      await readFile(new URL('fatturapa/xmldsig-core-schema.xsd', ROOT), 'utf8')
    ).replace(/<!DOCTYPE[\s\S]*?\]>/, '')
    return { schema, dsig }
  })()
  return fatturaPa
}

export type XsdResult = { valid: boolean; errors: string[] }

async function validate(
  xml: string | string[],
  schema: string,
  preload: { fileName: string; contents: string }[] = []
) {
  const files = (Array.isArray(xml) ? xml : [xml]).map((contents, index) => ({
    fileName: `document-${index + 1}.xml`,
    contents,
  }))
  const result = await validateXML({
    xml: files,
    schema: [{ fileName: 'schema.xsd', contents: schema }],
    preload,
  })
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) }
}

/** Validates FatturaPA XMLs (FPR12) against Schema_del_file_xml_FatturaPA_v1.2.2.xsd (one run for many). */
export async function validateFatturaPa(xml: string | string[]): Promise<XsdResult> {
  const { schema, dsig } = await loadFatturaPa()
  return validate(xml, schema, [{ fileName: 'xmldsig-core-schema.xsd', contents: dsig }])
}

/** Validates a SEPA credit transfer initiation against ISO 20022 pain.001.001.03.xsd. */
export async function validatePain001(xml: string): Promise<XsdResult> {
  pain001 ??= readFile(new URL('iso20022/pain.001.001.03.xsd', ROOT), 'utf8')
  return validate(xml, await pain001)
}
