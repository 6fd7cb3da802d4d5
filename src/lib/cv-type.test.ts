/** The CV rule on real minimal files (tests/fixtures/cv/README.md says what each one is). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cvExtensionOf, cvProblem, jobApplicationLimits } from '../contract/job-applications'
import { detectCvType } from './cv-type'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/cv/${name}`, import.meta.url)))

/** The verdict the form and the API give a file of this name and content. */
async function verdict(name: string, bytes: Uint8Array = fixture(name)) {
  return cvProblem({ name, size: bytes.length }, await detectCvType(bytes))
}

describe('the CV rule', () => {
  it('decides each accepted kind from its bytes', async () => {
    expect(await detectCvType(fixture('cv.pdf'))).toBe('pdf')
    expect(await detectCvType(fixture('cv.docx'))).toBe('docx')
    expect(await detectCvType(fixture('cv.doc'))).toBe('doc')
    expect(await detectCvType(fixture('cv.png'))).toBe('png')
  })

  it('accepts a PDF, DOCX, DOC and PNG whose names agree, in any case of extension', async () => {
    for (const name of ['cv.pdf', 'cv.docx', 'cv.doc', 'cv.png']) expect(await verdict(name)).toBeNull()
    expect(await verdict('CV.PDF', fixture('cv.pdf'))).toBeNull()
  })

  it('refuses programs, a web page and an SVG, whatever they are called', async () => {
    expect(await detectCvType(fixture('program-renamed.pdf'))).toBeNull()
    expect(await detectCvType(fixture('windows-program-renamed.pdf'))).toBeNull()
    expect(await detectCvType(fixture('page-renamed.png'))).toBeNull()
    expect(await detectCvType(fixture('drawing.svg'))).toBeNull()
    expect(await verdict('program-renamed.pdf')).toBe('cvType')
    expect(await verdict('windows-program-renamed.pdf')).toBe('cvType')
    expect(await verdict('page-renamed.png')).toBe('cvType')
    expect(await verdict('drawing.svg')).toBe('cvType')
  })

  it('refuses a compound file that is not a Word document (a spreadsheet named .doc)', async () => {
    expect(await detectCvType(fixture('sheet-renamed.doc'))).toBeNull()
    expect(await verdict('sheet-renamed.doc')).toBe('cvType')
  })

  it('finds the Word stream’s name anywhere in a compound file, to its very last byte', async () => {
    const wordDocument = new Uint8Array([...'WordDocument'].flatMap((letter) => [letter.charCodeAt(0), 0]))
    const compoundFileHeader = new Uint8Array(600)
    compoundFileHeader.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const endingInTheName = new Uint8Array([...compoundFileHeader, ...wordDocument])
    expect(await detectCvType(endingInTheName)).toBe('doc')
    // One byte short of the whole name is not a Word document.
    expect(await detectCvType(endingInTheName.slice(0, -1))).toBeNull()
  })

  it('refuses a real file under another accepted kind’s name: the content and the extension must agree', async () => {
    expect(await verdict('cv.pdf', fixture('cv.png'))).toBe('cvType')
    expect(await verdict('cv.doc', fixture('cv.docx'))).toBe('cvType')
    expect(await verdict('cv.docx', fixture('cv.doc'))).toBe('cvType')
    expect(await verdict('cv', fixture('cv.pdf'))).toBe('cvType')
    expect(await verdict('cv.exe', fixture('cv.pdf'))).toBe('cvType')
  })

  it('refuses an empty file, and a file past 5 MB whatever it is', async () => {
    expect(await verdict('cv.pdf', new Uint8Array())).toBe('cvType')
    expect(cvProblem({ name: 'cv.pdf', size: jobApplicationLimits.cvMaxBytes }, 'pdf')).toBeNull()
    expect(cvProblem({ name: 'cv.pdf', size: jobApplicationLimits.cvMaxBytes + 1 }, 'pdf')).toBe('cvSize')
    expect(jobApplicationLimits.cvMaxBytes).toBe(5 * 1024 * 1024)
  })

  it('reads the extension after the last dot only', () => {
    expect(cvExtensionOf('my.cv.docx')).toBe('docx')
    expect(cvExtensionOf('cv.pdf.exe')).toBeNull()
    expect(cvExtensionOf('pdf')).toBeNull()
    expect(cvExtensionOf(' cv.Png ')).toBe('png')
  })
})
