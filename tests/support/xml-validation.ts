/**
 * XML validation for the tests (issue 35): the ADF documents against the ADF 1.0 DTD, the sitemap
 * against the sitemaps.org schema. libxml2 itself, compiled to WebAssembly (libxml2-wasm, an npm
 * package with no native build and no download), so `npm install` brings everything a check needs:
 * before, the checks ran Debian's `xmllint`, which a fresh machine did not have, and `npm test`
 * failed 36 tests there. No network is ever used: the DTD and the schema are files of this project.
 */
import { readFileSync } from 'node:fs'
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError, XsdValidator } from 'libxml2-wasm'
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs'

// A schema may import another from a file beside it (sitemap.xsd imports the xhtml:link schema):
// libxml2 reads it through Node's fs, resolved from the schema's own path.
let fsReady = false
function readFilesFromDisk(): void {
  if (!fsReady) fsReady = xmlRegisterFsInputProviders()
}

/** libxml2's complaints about `xml` against the DTD in `dtdFile`, one per line; '' when it is valid. */
export function dtdProblems(xml: string, dtdFile: string): string {
  const validator = new DtdValidator(XmlDtd.fromString(readFileSync(dtdFile, 'utf8')))
  try {
    return problems(xml, (doc) => validator.validate(doc))
  } finally {
    validator.dispose()
  }
}

/** libxml2's complaints about `xml` against the XML Schema in `xsdFile`, one per line; '' when it is valid. */
export function xsdProblems(xml: string, xsdFile: string): string {
  readFilesFromDisk()
  const schema = XmlDocument.fromString(readFileSync(xsdFile, 'utf8'), { url: xsdFile })
  const validator = XsdValidator.fromDoc(schema)
  try {
    return problems(xml, (doc) => validator.validate(doc))
  } finally {
    validator.dispose()
    schema.dispose()
  }
}

function problems(xml: string, validate: (doc: XmlDocument) => void): string {
  let doc: XmlDocument
  try {
    doc = XmlDocument.fromString(xml)
  } catch (error) {
    // Not even well-formed: the parser's own message.
    return String((error as Error).message ?? error)
  }
  try {
    validate(doc)
    return ''
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((d) => `${d.line}: ${d.message.trim()}`).join('\n')
    throw error
  } finally {
    doc.dispose()
  }
}
