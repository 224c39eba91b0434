import { spawn, type SpawnOptions } from 'node:child_process'

/** Runs a command, inheriting output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function runOrExit(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`)
    process.exit(code)
  }
}

/**
 * Runs a command with its output piped, each line prefixed with `label` (runs side by side stay
 * readable in one log); resolves with its exit code.
 */
export function runLabelled(
  label: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let pending = ''
      stream?.setEncoding('utf8')
      stream?.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) sink.write(`[${label}] ${line}\n`)
      })
      stream?.on('end', () => {
        if (pending) sink.write(`[${label}] ${pending}\n`)
      })
    }
    child.on('error', reject)
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
