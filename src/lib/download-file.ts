/**
 * Hands a file made in the browser to the browser as a download (a Blob behind an object URL, clicked through a
 * link the page never shows): the console's CSV exports, the family's GEDCOM file and research report PDF. The URL is released after
 * 10 s, once the browser has taken the file.
 */
export function downloadFile(content: string | Blob, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
