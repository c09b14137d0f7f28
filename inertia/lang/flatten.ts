/**
 * The server's message catalogue, rebuilt from the same files
 * (resources/lang/<locale>/<namespace>.json): nested keys joined with dots
 * under the file's name, as @adonisjs/i18n flattens them ("nav.area.admin").
 */
type Tree = { [key: string]: string | Tree }

export function flattenCatalogue(files: Record<string, Tree>): Record<string, string> {
  const messages: Record<string, string> = {}
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}.${key}`
      if (typeof value === 'string') messages[path] = value
      else walk(path, value)
    }
  }
  for (const [file, tree] of Object.entries(files)) {
    walk(file.replace(/^.*\/([^/]+)\.json$/, '$1'), tree)
  }
  return messages
}
