import { APIError, type CollectionConfig, type SelectFieldValidation } from 'payload'
import { select as validateSelect } from 'payload/shared'
import { canImportCsv } from '@/access/can-import-csv'
import { canEditInventory } from '@/access/can-edit-inventory'
import { userHasRole } from '@/access/roles'
import { COLUMN_PRESETS } from '@/domain/inventory-import/column-map'
import { CSV_IMPORT_TASK, IMPORTS_QUEUE } from '@/services/csv-import/jobs'

/** The select's own check, plus: only managers import market-guide values (issue 7: managers, not marketing). */
const validateKind: SelectFieldValidation = (value, options) =>
  options.operation === 'create' &&
  value === 'market-guide' &&
  options.req.user &&
  !userHasRole(options.req.user, ['manager'])
    ? 'Only managers import market-guide values.'
    : validateSelect(value, options)

/** Larger files are refused: 25 MB is about 50,000 feed rows. */
const MAX_CSV_BYTES = 25 * 1024 * 1024

/**
 * CSV imports run from the admin (issue 3 "Feeds": the dealer feed as a job with progress; issue 7:
 * market-guide values). An editor uploads a file and saves; a background job imports it in one
 * transaction and writes progress and the result (created, updated, marked sold, bad rows with
 * row number and reason) back here. A record is never edited afterwards: it is the import's log.
 */
export const CsvImports: CollectionConfig = {
  slug: 'csv-imports',
  labels: { singular: 'CSV import', plural: 'CSV imports' },
  graphQL: false,
  admin: {
    group: 'Inventory',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'status', 'createdAt'],
    description:
      'Upload a dealer feed (vehicles) or market-guide values (trade-in) as a CSV file and save. ' +
      'The import runs in the background: this page shows its progress, then what was created ' +
      'and updated and every row that could not be imported, with its row number and the reason.',
  },
  upload: {
    // The file is kept in the record itself (field "csv"), so any app instance can run the job.
    disableLocalStorage: true,
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  },
  access: { read: canEditInventory, create: canImportCsv, update: () => false, delete: canEditInventory },
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const bytes = req.file?.data
        if (!bytes || bytes.length === 0) throw new APIError('Choose a CSV file to import.', 400, undefined, true)
        if (bytes.length > MAX_CSV_BYTES)
          throw new APIError('The file is larger than 25 MB: split it into smaller files.', 400, undefined, true)
        return { ...data, csv: bytes.toString('utf8'), status: 'queued', rowsDone: 0, rowsTotal: 0 }
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        // Queued in the same transaction as the record: no record without its job, and vice versa.
        if (operation === 'create')
          await req.payload.jobs.queue({
            task: CSV_IMPORT_TASK,
            queue: IMPORTS_QUEUE,
            input: { importId: doc.id },
            req,
          } as never)
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'vehicles',
      options: [
        { label: 'Vehicles (dealer feed)', value: 'vehicles' },
        { label: 'Market guide values (trade-in offers)', value: 'market-guide' },
      ],
      admin: {
        description: 'What the file holds. Market-guide values set trade-in offers: only managers import them.',
      },
      validate: validateKind,
    },
    {
      name: 'preset',
      type: 'select',
      defaultValue: 'dealer-feed',
      options: Object.keys(COLUMN_PRESETS).map((name) => ({
        label: name === 'dealer-feed' ? 'Dealer feed (VIN, Stock #, Year, Make, Model, Price, Photos …)' : name,
        value: name,
      })),
      admin: {
        condition: (data) => data?.kind !== 'market-guide',
        description:
          'Which column names the file uses. Rows missing trim, body style, doors, drivetrain, fuel ' +
          'type or engine get them from the VIN; values in the file are never overwritten.',
      },
    },
    {
      name: 'full',
      type: 'checkbox',
      label: 'Full feed',
      defaultValue: false,
      admin: {
        condition: (data) => data?.kind !== 'market-guide',
        description:
          'Tick when the file lists the whole inventory: available vehicles missing from it are marked sold (never when no row of the file could be imported).',
      },
    },
    {
      name: 'progress',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/csv-import-progress#CsvImportProgress' } },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'queued',
      options: [
        { label: 'Waiting to start', value: 'queued' },
        { label: 'Decoding VINs', value: 'decoding' },
        { label: 'Saving rows', value: 'writing' },
        { label: 'Finished', value: 'done' },
        { label: 'Failed, nothing changed', value: 'failed' },
      ],
      // Shown as a list column; the edit view shows the live progress instead (a stale copy would confuse).
      admin: { readOnly: true, condition: () => false },
    },
    { name: 'rowsDone', type: 'number', admin: { hidden: true } },
    { name: 'rowsTotal', type: 'number', admin: { hidden: true } },
    { name: 'created', type: 'number', admin: { hidden: true } },
    { name: 'updated', type: 'number', admin: { hidden: true } },
    { name: 'markedSold', type: 'number', admin: { hidden: true } },
    { name: 'decoded', type: 'number', admin: { hidden: true } },
    {
      name: 'problems',
      type: 'array',
      admin: { hidden: true },
      fields: [
        { name: 'row', type: 'number', required: true },
        { name: 'vin', type: 'text' },
        { name: 'reason', type: 'text', required: true },
      ],
    },
    { name: 'error', type: 'textarea', admin: { hidden: true } },
    // The uploaded file's text; read by the job only (never sent to the browser).
    { name: 'csv', type: 'textarea', access: { read: () => false, update: () => false }, admin: { hidden: true } },
  ],
}
