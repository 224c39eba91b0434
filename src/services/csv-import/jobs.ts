import type { JobsConfig, TaskConfig } from 'payload'
import { runCsvImport } from './run-csv-import'

/**
 * CSV imports run on Payload's job queue (issue 3: "Runs from the admin (job with progress)";
 * decision 0016), on their own queue so a long import never delays lead delivery. The record is
 * created in the admin; its afterChange hook queues this task in the same transaction.
 */
export const CSV_IMPORT_TASK = 'csv-import'
export const IMPORTS_QUEUE = 'imports'

export const csvImportTask: TaskConfig<'csv-import'> = {
  slug: CSV_IMPORT_TASK,
  label: 'Import a CSV file (vehicles or market guide)',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  // Never retried: a failed import is rolled back and reported on its record; the editor re-uploads.
  retries: 0,
  handler: async ({ input, req }) => {
    await runCsvImport(req.payload, input.importId)
    return { output: {} }
  },
}

/** Adds the import task and its poller (every 2 s, one import at a time per process) to a jobs config. */
export function withCsvImportJobs(base: JobsConfig): JobsConfig {
  const autoRun = Array.isArray(base.autoRun) ? base.autoRun : []
  return {
    ...base,
    tasks: [...(base.tasks ?? []), csvImportTask],
    autoRun: [...autoRun, { cron: '*/2 * * * * *', queue: IMPORTS_QUEUE, limit: 1, silent: { info: true } }],
  }
}
