import { readdirSync, statSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import { expiredOutboxFiles, outboxFileWrittenAt, type OutboxFile } from '@/domain/retention/planner'
import type { DisposalContext, DisposalStep } from './types'

/**
 * The local outboxes (README "Configuration": e-mails as .eml files when no SMTP server is set,
 * texts as .json files when no SMS provider is): they hold the same names, addresses and messages
 * as the leads, so they follow the leads' retention (off by default).
 */
function outboxStep(kind: string, folder: (ctx: DisposalContext) => string, extension: string): DisposalStep {
  return {
    kind,
    run: async (ctx) => {
      if (!ctx.cutoffs.outboxFiles) return 0
      const dir = path.resolve(folder(ctx))
      const files = listFiles(dir, extension)
      let deleted = 0
      for (const name of expiredOutboxFiles(ctx.cutoffs, files)) {
        try {
          unlinkSync(path.join(dir, name))
          deleted += 1
        } catch (err) {
          // Another instance sharing the folder deleted it first.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        }
      }
      return deleted
    },
  }
}

/** Each file with the moment it was written: from its name, or its modification time for other names. */
function listFiles(dir: string, extension: string): OutboxFile[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(extension))
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const fromName = outboxFileWrittenAt(name)
    if (fromName) return [{ name, writtenAt: fromName }]
    try {
      return [{ name, writtenAt: statSync(path.join(dir, name)).mtime }]
    } catch {
      return []
    }
  })
}

export const deleteOldMailOutboxFiles = outboxStep('mail-outbox-files', (ctx) => ctx.outboxDir, '.eml')
export const deleteOldSmsOutboxFiles = outboxStep('sms-outbox-files', (ctx) => ctx.smsOutboxDir, '.json')
