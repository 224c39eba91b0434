import type { Field } from 'payload'

/**
 * Longitude and latitude as two numbers. The spec stores coordinates as [longitude, latitude];
 * src/data turns these into that tuple. (Payload's point field needs PostGIS, which the embedded
 * Postgres does not ship; see docs/decisions/0002-coordinates-without-postgis.md.)
 */
export function coordinatesField(name: string, description: string, required = true): Field {
  return {
    name,
    type: 'group',
    admin: { description },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'longitude', type: 'number', required, min: -180, max: 180, admin: { width: '50%', step: 0.0001 } },
          { name: 'latitude', type: 'number', required, min: -90, max: 90, admin: { width: '50%', step: 0.0001 } },
        ],
      },
    ],
  }
}
