import { test } from '@japa/runner'
import {
  claimedKind,
  contentDisposition,
  FILE_NAME_MAX,
  isStorageKey,
  safeFileName,
  sniffKind,
  storageKey,
} from '#requests/domain/attachment_files'

const pdf = { ext: 'pdf' } as const

test.group('Attachment files', () => {
  test('the real kind comes from the first bytes, whatever the name claims', ({ assert }) => {
    assert.equal(sniffKind(Buffer.from('%PDF-1.7\n'))?.ext, 'pdf')
    assert.equal(
      sniffKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext,
      'png'
    )
    assert.equal(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime, 'image/jpeg')
    assert.isNull(sniffKind(Buffer.from('MZ executable')))
    assert.isNull(sniffKind(Buffer.alloc(0)))
    assert.equal(claimedKind('JPEG')?.ext, 'jpg')
    assert.isNull(claimedKind('exe'))
  })

  test('storage keys are chosen by the server and checked before any read or delete', ({
    assert,
  }) => {
    const key = storageKey(12, 'a'.repeat(32), { ext: 'png', mime: 'image/png' })
    assert.equal(key, `requests/12/${'a'.repeat(32)}.png`)
    assert.isTrue(isStorageKey(key))
    for (const bad of [
      '../../etc/passwd',
      'requests/12/x.pdf',
      `requests/12/${'a'.repeat(32)}.exe`,
    ])
      assert.isFalse(isStorageKey(bad), bad)
  })

  test('display names lose direction overrides, isolates, controls and invisible characters', ({
    assert,
  }) => {
    assert.equal(safeFileName('fattura\u202egnp.pdf', pdf), 'fatturagnp.pdf')
    assert.equal(safeFileName('a\u2066b\u2069c\u200e\u200f\u061c.pdf', pdf), 'abc.pdf')
    assert.equal(safeFileName('tab\tnew\nline\u0000\u007f\u0085.pdf', pdf), 'tabnewline.pdf')
    assert.equal(safeFileName('zero\u200bwidth\ufeff.pdf', pdf), 'zerowidth.pdf')
    assert.equal(safeFileName('half \ud800 pair.pdf', pdf), 'half pair.pdf')
    assert.equal(safeFileName('emoji 🚗.pdf', pdf), 'emoji 🚗.pdf')
  })

  test('display names are NFC, without a path, with the extension of the real content', ({
    assert,
  }) => {
    assert.equal(safeFileName('cafe\u0301.pdf', pdf), 'caf\u00e9.pdf')
    assert.equal(safeFileName('../../etc/passwd', pdf), 'passwd.pdf')
    assert.equal(safeFileName('C:\\fakepath\\Libretto.JPEG', { ext: 'jpg' }), 'Libretto.jpg')
    assert.equal(safeFileName('foto.png', { ext: 'jpg' }), 'foto.jpg')
    assert.equal(safeFileName('fattura.exe.pdf', pdf), 'fattura.exe.pdf')
    assert.equal(safeFileName('v1.2 report', pdf), 'v1.2 report.pdf')
    assert.equal(safeFileName('..pdf', pdf), 'allegato.pdf')
    assert.equal(safeFileName('\u202e', pdf), 'allegato.pdf')
    assert.equal(safeFileName('  spazi   doppi  .pdf', pdf), 'spazi doppi.pdf')
  })

  test('display names are bounded in characters, never splitting one', ({ assert }) => {
    const long = safeFileName(`${'🚗'.repeat(300)}.pdf`, pdf)
    assert.equal(Array.from(long).length, FILE_NAME_MAX)
    assert.isTrue(long.endsWith('🚗.pdf'))
  })

  test('downloads name the file for every client (RFC 6266 and RFC 8187)', ({ assert }) => {
    assert.equal(
      contentDisposition('Libretto auto.pdf'),
      `attachment; filename="Libretto auto.pdf"; filename*=UTF-8''Libretto%20auto.pdf`
    )
    assert.equal(
      contentDisposition("Caffè (l'ultimo)*.pdf"),
      `attachment; filename="Caffe (l'ultimo)*.pdf"; filename*=UTF-8''Caff%C3%A8%20%28l%27ultimo%29%2A.pdf`
    )
    assert.equal(
      contentDisposition('🚗 \\ x.pdf'),
      `attachment; filename="_ _ x.pdf"; filename*=UTF-8''%F0%9F%9A%97%20%5C%20x.pdf`
    )
  })
})
