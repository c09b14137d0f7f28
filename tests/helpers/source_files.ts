import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** Every .ts file under a folder, at any depth (tests that read the sources). */
export async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)))
    else if (entry.name.endsWith('.ts')) files.push(path)
  }
  return files
}
