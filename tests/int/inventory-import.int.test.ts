import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { importVehicleFeed } from '@/services/inventory-import/run-import'

const vinA = withCheckDigit('1FTFW1E50PF900001')
const vinB = withCheckDigit('1FTFW1E50PF900002')
const header = 'VIN,Stock,Year,Make,Model,Trim,Miles,Price,Old Price,Body,Features,Photos,Store'
const rowA = (price: number) =>
  `${vinA},F1,2023,Ford,F-150,XLT,12000,${price},,Pickup,Tow Package|Bluetooth,/api/media/file/x.webp,moline`
const rowB = `${vinB},F2,2023,Ford,F-150,Lariat,9000,52000,54000,Truck,,,rockford`

describe('CSV feed import (issue 3)', () => {
  it('upserts by VIN, reports bad rows, and is idempotent', async () => {
    const payload = await testPayload()
    const bad = `${vinA.slice(0, 16)}X,F9,2023,Ford,F-150,,1,1,,,,,`
    const csv = [header, rowA(45000), bad, rowB].join('\n')
    const first = await importVehicleFeed(payload, csv, { full: false })
    expect(first).toMatchObject({ created: 2, updated: 0, markedSold: 0 })
    expect(first.problems).toHaveLength(1)
    expect(first.problems[0].row).toBe(3)
    const again = await importVehicleFeed(payload, [header, rowA(44000), rowB].join('\n'), { full: false })
    expect(again).toMatchObject({ created: 0, updated: 2, problems: [] })
    const { docs } = await payload.find({ collection: 'vehicles', where: { vin: { equals: vinA } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      price: 44000,
      bodystyle: 'trucks',
      standardFeatures: ['Tow Package', 'Bluetooth'],
      title: '2023 Ford F-150 XLT',
      previewImage: '/api/media/file/x.webp',
    })
    expect(docs[0].searchText).toContain('tow package')
    const b = await payload.find({ collection: 'vehicles', where: { vin: { equals: vinB } }, depth: 0 })
    expect(b.docs[0].priceDrop).toBe(2000)
  })

  it('never half-applies: a failure rolls every row back', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'vehicles', overrideAccess: true })
    const vinC = withCheckDigit('1FTFW1E50PF900003')
    // A crash after the first row was written (the progress callback throws inside the transaction).
    await expect(
      importVehicleFeed(payload, [header, `${vinC},F3,2023,Ford,F-150,,1,1,,,,,`, rowB].join('\n'), {
        full: false,
        onProgress: (done, _total, phase) => {
          if (phase === 'writing' && done === 1) throw new Error('crash after the first row')
        },
      }),
    ).rejects.toThrow('crash')
    expect((await payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect(
      (await payload.find({ collection: 'vehicles', where: { vin: { equals: vinC } }, overrideAccess: true })).docs,
    ).toHaveLength(0)
  })

  it('marks vehicles absent from a full feed as sold, but never on an empty feed', async () => {
    const payload = await testPayload()
    const empty = await importVehicleFeed(payload, header, { full: true })
    expect(empty.markedSold).toBe(0)
    const before = await payload.find({
      collection: 'vehicles',
      where: { status: { equals: 'available' } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
      select: { vin: true },
    })
    const available = { totalDocs: before.docs.length }
    const full = await importVehicleFeed(payload, [header, rowA(44000), rowB].join('\n'), { full: true })
    expect(full.markedSold).toBe(available.totalDocs - 2)
    const left = await payload.find({
      collection: 'vehicles',
      where: { status: { equals: 'available' } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
    expect(left.docs.map((d) => d.vin).sort()).toEqual([vinA, vinB].sort())
    // Put the demo inventory back for the other integration files.
    const restore = before.docs.map((d) => d.vin).filter((v) => v !== vinA && v !== vinB)
    await payload.update({
      collection: 'vehicles',
      where: { vin: { in: restore } },
      data: { status: 'available' },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'vehicles', where: { vin: { in: [vinA, vinB] } }, overrideAccess: true })
  })
})
